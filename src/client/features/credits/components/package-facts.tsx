import type { CreditPackage } from "../../../../shared/schemas/credits.ts";
import { creditsInEuro, formatCredits } from "../../../../shared/domain/credits.ts";

/** The total a package brings with its euro value, then what it is made of: credits and bonus. */
export function PackageFacts({ creditPackage }: { creditPackage: CreditPackage }) {
  const { credits, bonusCredits } = creditPackage;
  const total = credits + bonusCredits;
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
      <p className="grid text-lg leading-tight font-semibold whitespace-nowrap tabular-nums xl:text-base">
        <span className="text-xs font-medium text-muted-foreground">Gesamt</span>
        {formatCredits(total)}
      </p>
      <p className="text-muted-foreground">Wert: {creditsInEuro(total)}</p>
      <p className="tabular-nums">
        {formatCredits(credits)}
        {bonusCredits > 0 ? (
          <span className="block font-medium text-primary">+ {formatCredits(bonusCredits)} Bonus</span>
        ) : (
          <span className="block text-muted-foreground">ohne Bonus</span>
        )}
      </p>
    </div>
  );
}
