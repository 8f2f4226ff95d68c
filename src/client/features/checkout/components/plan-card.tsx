import type { ReactNode } from "react";
import { premiumPlan } from "../../../../shared/domain/plan.ts";
import {
  cancellationTermText,
  minimumTermText,
  trialPriceText,
  weeklyPriceText,
} from "../../../../shared/domain/membership-texts.ts";
import { MembershipCosts } from "../../../entities/membership/membership-costs.tsx";
import { FeatureList } from "../../../components/ui/feature-list.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.tsx";

/**
 * The one plan with its price block and features; `children` is the action below it. The plan
 * data's `recommended` flag shows no badge: with one plan there is nothing to recommend it over.
 */
export function PlanCard({ children }: { children: ReactNode }) {
  return (
    <Card className="border-2 border-primary/60" aria-labelledby="plan-title" role="region">
      <CardHeader>
        <CardTitle id="plan-title" className="text-2xl">
          {premiumPlan.name}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div>
          <p className="text-3xl font-bold">{trialPriceText}</p>
          <p className="mt-1 text-lg font-semibold">{weeklyPriceText}</p>
          <ul className="mt-2 grid gap-0.5 text-sm text-muted-foreground">
            <li>{minimumTermText}</li>
            <li>{cancellationTermText}</li>
          </ul>
        </div>
        <MembershipCosts className="border-t border-border pt-4" />
        <FeatureList items={premiumPlan.features} label="Leistungen" className="gap-2" />
      </CardContent>
      <CardFooter className="flex-col items-stretch">{children}</CardFooter>
    </Card>
  );
}
