import { Sparkles } from "lucide-react";
import { useId } from "react";
import type { CreditPackage } from "../../../../shared/schemas/credits.ts";
import { formatEuro } from "../../../../shared/domain/plan.ts";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { PackageFacts } from "./package-facts.tsx";

interface CreditPackageCardProps {
  creditPackage: CreditPackage;
  onBuy(creditPackage: CreditPackage): void;
}

/** One package: name, price, credits, bonus and total; the recommended one is marked in words too. */
export function CreditPackageCard({ creditPackage, onBuy }: CreditPackageCardProps) {
  const titleId = useId();
  const { name, description, price, recommended } = creditPackage;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm xl:p-4",
        recommended ? "border-2 border-primary" : "border-border",
      )}
    >
      {recommended ? (
        <span className="absolute -top-3 left-5 inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
          <Sparkles className="size-3" aria-hidden="true" />
          Empfohlen
        </span>
      ) : null}
      <div className="grid gap-1">
        <h3 id={titleId} className="text-lg leading-tight font-semibold">
          {name}
        </h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      <p className="grid text-2xl font-bold tabular-nums">
        {formatEuro(Math.round(price * 100))}
        <span className="text-sm font-normal text-muted-foreground">einmalig</span>
      </p>
      <PackageFacts creditPackage={creditPackage} />
      <Button
        className="mt-auto w-full"
        variant={recommended ? "default" : "outline"}
        onClick={() => onBuy(creditPackage)}
        aria-label={`${name} kaufen`}
      >
        Kaufen
      </Button>
    </li>
  );
}
