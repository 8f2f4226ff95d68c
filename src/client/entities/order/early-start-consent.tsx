import { useId, type Ref } from "react";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { pageHref } from "../../lib/navigation.tsx";

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** Shown when the order button is pressed without the tick. */
export const earlyStartConsentMissing = "Bitte bestätigen Sie, dass die Leistung sofort beginnen soll.";

/** The AGB and the withdrawal instructions, side by side, in a new tab so the order stays open. */
export function TermsLinks() {
  return (
    <>
      <a href={pageHref("/agb")} target="_blank" rel="noopener" className={linkClass}>
        AGB
      </a>{" "}
      und die{" "}
      <a href={pageHref("/agb#widerrufsrecht")} target="_blank" rel="noopener" className={linkClass}>
        Widerrufsbelehrung
      </a>
    </>
  );
}

interface EarlyStartConsentProps {
  /** The sentence of src/shared/domain/order-consent-texts.ts for what is ordered. */
  text: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** Set when the order button was pressed without the tick. */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** After the order the tick stays as given. */
  disabled?: boolean;
}

/**
 * The express request to start during the withdrawal period, ticked by the buyer (never in
 * advance) directly above the order button (docs/decisions/0022).
 */
export function EarlyStartConsent({ text, checked, onChange, error, inputRef, disabled }: EarlyStartConsentProps) {
  return (
    <CheckboxField
      ref={inputRef}
      id={useId()}
      label={text}
      error={error}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      aria-invalid={error ? true : undefined}
    />
  );
}
