import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { CheckoutDialog } from "../../features/checkout/components/checkout-dialog.tsx";
import { MemberNotice } from "../../features/checkout/components/member-notice.tsx";
import { PlanCard } from "../../features/checkout/components/plan-card.tsx";
import { useGuestPlanChoice } from "../../features/checkout/use-choose-plan.ts";

function PlanAction() {
  const { user, isLoading } = useAuth();
  const chooseAsGuest = useGuestPlanChoice();
  const [checkoutOpen, setCheckoutOpen] = useState(false);

  if (user?.hasActiveSubscription) return <MemberNotice subscription={user.subscription} />;
  return (
    <>
      <Button
        size="lg"
        className="w-full"
        // Until the session check answers, a click could take a signed-in user to /register.
        disabled={isLoading}
        onClick={() => (user ? setCheckoutOpen(true) : chooseAsGuest())}
      >
        Premium wählen
      </Button>
      {user ? <CheckoutDialog userId={user.id} open={checkoutOpen} onOpenChange={setCheckoutOpen} /> : null}
    </>
  );
}

export default function SubscribePage() {
  usePageTitle("Mitgliedschaft wählen");
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Mitgliedschaft wählen</h1>
      <p className="mt-3 text-muted-foreground">
        Als Premium-Mitglied telefonieren Sie für 0,69 € pro Minute mit allen unseren Beratern.
      </p>
      <div className="mt-8">
        <PlanCard>
          <PlanAction />
        </PlanCard>
      </div>
    </div>
  );
}
