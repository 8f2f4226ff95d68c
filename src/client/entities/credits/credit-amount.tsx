import { creditsInEuro, formatCredits } from "../../../shared/domain/credits.ts";
import { cn } from "../../lib/cn.ts";

const sizes = { large: "text-3xl", medium: "text-2xl" } as const;

/** A number of credits with its euro value beneath: every credit amount shows what it is worth. */
export function CreditAmount({
  credits,
  size = "large",
  className,
}: {
  credits: number;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <p className={cn("grid", className)}>
      <span className={cn(sizes[size], "font-bold tracking-tight tabular-nums")}>{formatCredits(credits)}</span>
      <span className="text-sm text-muted-foreground">Wert: {creditsInEuro(credits)}</span>
    </p>
  );
}
