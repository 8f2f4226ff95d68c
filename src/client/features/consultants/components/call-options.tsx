import { Phone } from "lucide-react";
import { useId } from "react";
import type { Consultant } from "../../../../shared/schemas/consultants.ts";
import { useAuth } from "../../../lib/auth/auth-context.tsx";
import { cn } from "../../../lib/cn.ts";
import { Link } from "../../../lib/navigation.tsx";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { priceNote, type CallLine } from "../../../../shared/domain/call-prices.ts";
import {
  lineWithoutMembership,
  lineWithoutMembershipLabel,
  notDirectlyTo,
} from "../../../../shared/domain/call-guide.ts";
import { useExtension } from "../api/get-extensions.ts";
import { memberNumberLabel, memberTelHref, premiumTelHref } from "../call-numbers.ts";
import { reportCallIntent, type CallIntent, type CardFace } from "../call-tracking.ts";

export interface CallOptionsProps {
  consultant: Consultant;
  face: CardFace;
  /** Shared by both faces, so a revealed number stays visible when the card turns. */
  revealed: boolean;
  onRevealedChange(revealed: boolean): void;
  /**
   * Whether the link to the membership is a stop of its own for Tab. A card leaves it out: there
   * the call control is the one stop besides the name (docs/decisions/0043).
   */
  membershipLinkFocusable?: boolean;
}

function NumberWithPrice({
  id,
  number,
  line,
  className,
}: {
  id?: string;
  number: string;
  line: CallLine;
  className?: string;
}) {
  return (
    <p id={id} className={cn("text-sm", className)}>
      <span className="font-medium">{number}</span>
      <span className="block text-xs text-muted-foreground">{priceNote(line)}</span>
    </p>
  );
}

/**
 * What a call control on a card shows. Without membership it dials the general line, which has no
 * extension and so does not reach the consultant whose card this is: the control says so itself,
 * and its accessible name is its two lines.
 */
function CallLabel({ action, consultantName, direct }: { action: string; consultantName: string; direct: boolean }) {
  if (direct) return <>{action}</>;
  return (
    // The button keeps its words on one line; these two lines may wrap on a narrow card.
    <span className="grid text-left whitespace-normal">
      <span>{action}</span>{" "}
      <span className="text-xs font-normal text-muted-foreground">{notDirectlyTo(consultantName)}</span>
    </span>
  );
}

/**
 * Phones dial through tel: links (below 768 px); wider screens cannot dial, so a button
 * reveals the number instead. Either way the price stands next to the number (§ 109 TKG).
 */
export function CallOptions({
  consultant,
  face,
  revealed,
  onRevealedChange,
  membershipLinkFocusable = true,
}: CallOptionsProps) {
  const { user, isLoading } = useAuth();
  const { data: config } = useSiteConfig();
  const extension = useExtension(consultant.id);
  const revealId = useId();
  // Until we know who is looking, neither tariff is offered, so no one sees the wrong number.
  if (isLoading || !config) return <div className="min-h-24" aria-hidden="true" />;

  const isMember = user?.hasActiveSubscription === true;
  const line: CallLine = isMember ? "member" : "premium";
  const report = (intent: CallIntent) =>
    reportCallIntent({
      intent,
      line,
      face,
      consultant,
      userId: user?.id ?? null,
    });
  const toggleReveal = () => {
    if (!revealed) report("reveal");
    onRevealedChange(!revealed);
  };
  const number = isMember ? memberNumberLabel(config.memberPhoneNumber, extension) : config.premiumPhoneNumber;
  const telHref = isMember
    ? memberTelHref(config.memberPhoneNumber, extension)
    : premiumTelHref(config.premiumPhoneNumber);
  const callAction = isMember ? "Anrufen" : lineWithoutMembership.callButton;
  // A member's "Anrufen" names whom it calls, for a screen reader's list of links; the visible
  // word starts the name (WCAG 2.5.3). The other line's button names the consultant visibly.
  const directName = isMember ? `Anrufen: ${consultant.name}` : undefined;

  return (
    <div className="grid gap-2">
      {isMember ? null : (
        <Link
          to="/subscribe"
          tabIndex={membershipLinkFocusable ? undefined : -1}
          data-flip-key="subscribe"
          className={buttonClasses({ variant: "accent", className: "w-full" })}
        >
          0,69€/ Minute für Mitglieder
        </Link>
      )}
      <a
        href={telHref}
        aria-label={directName}
        data-flip-key="call"
        onClick={() => report("call")}
        className={buttonClasses({
          variant: isMember ? "default" : "outline",
          size: isMember ? "default" : "twoLines",
          className: "w-full md:hidden",
        })}
      >
        <Phone aria-hidden="true" />
        <CallLabel action={callAction} consultantName={consultant.name} direct={isMember} />
      </a>
      {/* A wrapper, because the button's own inline-flex would beat a plain "hidden". */}
      <div className="hidden md:grid">
        <Button
          data-flip-key="reveal"
          aria-label={directName}
          variant={isMember ? "default" : "outline"}
          aria-expanded={revealed}
          aria-controls={revealId}
          size={isMember ? "default" : "twoLines"}
          onClick={toggleReveal}
        >
          <Phone aria-hidden="true" />
          <CallLabel action={callAction} consultantName={consultant.name} direct={isMember} />
        </Button>
      </div>
      <NumberWithPrice
        id={revealId}
        number={isMember ? number : lineWithoutMembershipLabel(number)}
        line={line}
        // Hidden, not removed, until revealed: its place is kept, so the card and its row of the
        // grid keep their height when the number appears.
        className={cn("text-center", !revealed && "md:invisible")}
      />
    </div>
  );
}
