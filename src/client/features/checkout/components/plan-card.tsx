import type { ReactNode } from "react";
import { formatEuro, premiumPlan } from "../../../../shared/domain/plan.ts";
import { FeatureList } from "../../../components/ui/feature-list.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.tsx";

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
          <p className="text-3xl font-bold">
            {formatEuro(premiumPlan.trialAmountCents, { short: true })} im ersten Monat
          </p>
          <p className="mt-1 text-lg font-semibold">
            danach {formatEuro(premiumPlan.recurringAmountCents, { short: true })} pro Woche
          </p>
          <ul className="mt-2 grid gap-0.5 text-sm text-muted-foreground">
            <li>Mindestlaufzeit {premiumPlan.minimumCommitmentMonths} Monate nach dem Testmonat</li>
            <li>jederzeit zum Laufzeitende kündbar</li>
            <li>Preise inkl. MwSt.</li>
          </ul>
        </div>
        <FeatureList items={premiumPlan.features} label="Leistungen" className="gap-2" />
      </CardContent>
      <CardFooter className="flex-col items-stretch">{children}</CardFooter>
    </Card>
  );
}
