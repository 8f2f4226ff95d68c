import { creditsInEuro, formatCredits } from "../../../../shared/domain/credits.ts";
import { cn } from "../../../lib/cn.ts";

/** A number of credits with its euro value beneath: every credit amount shows what it is worth. */
export function CreditAmount({ credits, className }: { credits: number; className?: string }) {
  return (
    <p className={cn("grid", className)}>
      <span className="text-3xl font-bold tracking-tight tabular-nums">{formatCredits(credits)}</span>
      <span className="text-sm text-muted-foreground">Wert: {creditsInEuro(credits)}</span>
    </p>
  );
}
