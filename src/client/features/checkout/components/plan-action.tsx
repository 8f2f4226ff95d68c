import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useAuth } from "../../../lib/auth/auth-context.tsx";
import { useRequestedCheckoutMethod } from "../checkout-method.ts";
import { useGuestPlanChoice } from "../use-choose-plan.ts";
import { CheckoutDialog } from "./checkout-dialog.tsx";
import { MemberNotice } from "./member-notice.tsx";

/** "Premium wählen": the checkout for a signed-in user, the registration for a guest, a notice for a member. */
export function PlanAction() {
  const { user, isLoading } = useAuth();
  const chooseAsGuest = useGuestPlanChoice();
  // A return from a declined card opens the checkout again on the method it asks for.
  const [requestedMethod, forgetRequestedMethod] = useRequestedCheckoutMethod();
  const [checkoutOpen, setCheckoutOpen] = useState(requestedMethod !== null);

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
      {user ? (
        <CheckoutDialog
          userId={user.id}
          open={checkoutOpen}
          onOpenChange={(open) => {
            setCheckoutOpen(open);
            if (!open) forgetRequestedMethod();
          }}
          initialMethod={requestedMethod ?? undefined}
        />
      ) : null}
    </>
  );
}
