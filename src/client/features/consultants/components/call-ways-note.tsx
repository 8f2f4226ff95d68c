import { callWays } from "../../../../shared/domain/call-guide.ts";

/**
 * Why a card shows up to three per-minute prices, said once above the cards rather than on each:
 * the member line and the credit line reach the chosen consultant through her extension, the
 * line without membership does not.
 */
export function CallWaysNote() {
  return (
    // The home page's tour keeps this in view while it points at the consultants (onboarding-steps.ts).
    <p className="text-sm text-muted-foreground" data-tour-must="consultants">
      {callWays.map((way, index) => (
        <span key={way.name}>
          {index > 0 ? " · " : null}
          <span className="font-medium text-foreground">{way.name}:</span> {way.text}
        </span>
      ))}
    </p>
  );
}
