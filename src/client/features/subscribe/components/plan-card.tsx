import type { ReactNode } from "react";
import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { PlanFeatures } from "../../../components/payments/plan-features.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.tsx";

// Whole euros without decimals ("1 €"), otherwise with cents ("4,99 €").
function euro(cents: number): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat("de-DE", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

/** The one plan with its price block and features; `children` is the action below it. */
export function PlanCard({ children }: { children: ReactNode }) {
  return (
    <Card className="border-2 border-primary/60" aria-labelledby="plan-title" role="region">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="plan-title" className="text-2xl">
            {premiumPlan.name}
          </CardTitle>
          {premiumPlan.recommended ? (
            <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground">
              Empfohlen
            </span>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div>
          <p className="text-3xl font-bold">{euro(premiumPlan.trialAmountCents)} im ersten Monat</p>
          <p className="mt-1 text-lg font-semibold">danach {euro(premiumPlan.recurringAmountCents)} pro Woche</p>
          <ul className="mt-2 grid gap-0.5 text-sm text-muted-foreground">
            <li>Mindestlaufzeit {premiumPlan.minimumCommitmentMonths} Monate nach dem Testmonat</li>
            <li>jederzeit zum Laufzeitende kündbar</li>
            <li>Preise inkl. MwSt.</li>
          </ul>
        </div>
        <PlanFeatures className="gap-2" />
      </CardContent>
      <CardFooter className="flex-col items-stretch">{children}</CardFooter>
    </Card>
  );
}
