import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { FeatureList } from "../../../components/ui/feature-list.tsx";
import { MembershipCosts } from "../../../entities/membership/membership-costs.tsx";
import {
  cancellationTermText,
  minimumTermText,
  trialPriceText,
  weeklyPriceText,
} from "../../../../shared/domain/membership-texts.ts";

/**
 * The only plan, with every price term spelled out: § 312j BGB wants price, trial, weekly
 * fee, minimum term and cancellation right before the button, not only in the AGB.
 */
export function PremiumPlanCard() {
  return (
    <section
      aria-labelledby="premium-plan-title"
      className="rounded-xl border-2 border-primary/60 bg-primary/5 p-5 text-card-foreground"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="premium-plan-title" className="text-lg font-semibold">
          {premiumPlan.name}
        </h3>
        <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground">
          Ihr Tarif
        </span>
      </div>
      <p className="mt-3 text-2xl font-bold">{trialPriceText}</p>
      <p className="mt-1 font-semibold">{weeklyPriceText}</p>
      <ul className="mt-2 grid gap-0.5 text-sm text-muted-foreground">
        <li>{minimumTermText}</li>
        <li>{cancellationTermText}</li>
      </ul>
      <MembershipCosts className="mt-4 border-t border-border pt-4" />
      <FeatureList items={premiumPlan.features} label="Leistungen" className="mt-4 gap-1.5" />
    </section>
  );
}
