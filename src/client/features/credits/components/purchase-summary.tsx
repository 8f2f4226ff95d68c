import type { CreditPackage } from "../../../../shared/schemas/credits.ts";
import { formatCredits, formatCreditsWithEuro } from "../../../../shared/domain/credits.ts";
import { formatEuro } from "../../../../shared/domain/plan.ts";
import { TermsLinks } from "../../../entities/order/early-start-consent.tsx";
import { orderButtonLabel } from "../../../entities/order/order-gate.tsx";

/**
 * § 312j BGB: what is bought and what it costs stand directly above the payment button: the
 * package, its credits and bonus, the one-off price, and that nothing recurs.
 */
export function PurchaseSummary({ creditPackage }: { creditPackage: CreditPackage }) {
  const { name, credits, bonusCredits, price } = creditPackage;
  const bonus = bonusCredits > 0 ? ` + ${formatCredits(bonusCredits)} Bonus` : "";
  return (
    <div
      role="group"
      aria-label="Ihre Bestellung"
      className="grid gap-1.5 rounded-lg border border-border bg-muted/40 p-4 text-sm"
    >
      <p className="text-base font-semibold">{name}</p>
      <p>
        {formatCredits(credits)}
        {bonus}
        <span className="block font-medium">Insgesamt {formatCreditsWithEuro(credits + bonusCredits)}</span>
      </p>
      <p className="text-base">
        <strong className="font-semibold">Preis: {formatEuro(Math.round(price * 100))}</strong> (inkl. MwSt.)
      </p>
      <p className="font-medium">Einmalzahlung – nichts verlängert sich</p>
      <p className="text-muted-foreground">
        Mit „{orderButtonLabel}“ kaufen Sie das Paket zahlungspflichtig; danach geben Sie die Zahlung bei PayPal frei.
        Credits verfallen nicht. Es gelten unsere <TermsLinks />.
      </p>
    </div>
  );
}
