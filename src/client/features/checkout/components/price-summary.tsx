import { cn } from "../../../lib/cn.ts";
import { useState } from "react";
import { TermsLinks } from "../../../entities/order/early-start-consent.tsx";
import { MembershipCosts } from "../../../entities/membership/membership-costs.tsx";
import { cancellationTermText, minimumTermText, recurringTermText, trialTermText } from "../payment-texts.ts";

/**
 * § 312j BGB: price, trial, weekly fee, minimum term and cancellation stand directly above
 * every payment button, not only in the AGB. `note` names what the button below does.
 */
export function PriceSummary({ note, className }: { note?: string; className?: string }) {
  // The order starts now: the least payment and the earliest end are exact for today.
  const [orderedAt] = useState(() => new Date());
  return (
    <div
      role="group"
      aria-label="Preisübersicht"
      className={cn("grid gap-1.5 rounded-lg border border-border bg-muted/40 p-4 text-sm", className)}
    >
      <p className="text-base">
        <strong className="font-semibold">{trialTermText}</strong>, {recurringTermText}
      </p>
      <p>{minimumTermText}</p>
      <p>{cancellationTermText}</p>
      <MembershipCosts startedAt={orderedAt} vatNote={false} className="my-1 border-y border-border py-2" />
      <p className="text-muted-foreground">
        Alle Preise inkl. MwSt. Es gelten unsere <TermsLinks />.{note ? ` ${note}` : null}
      </p>
    </div>
  );
}
