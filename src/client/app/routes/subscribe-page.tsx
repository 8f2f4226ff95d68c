import { usePageTitle } from "../../lib/use-page-title.ts";
import { memberMinuteClaim } from "../../../shared/domain/membership-texts.ts";
import { PlanAction } from "../../features/checkout/components/plan-action.tsx";
import { PlanCard } from "../../features/checkout/components/plan-card.tsx";

export default function SubscribePage() {
  usePageTitle("Mitgliedschaft wählen");
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Mitgliedschaft wählen</h1>
      <p className="mt-3 text-muted-foreground">
        Als Premium-Mitglied telefonieren Sie für {memberMinuteClaim} mit allen unseren Beratern.
      </p>
      <div className="mt-8">
        <PlanCard>
          <PlanAction />
        </PlanCard>
      </div>
    </div>
  );
}
