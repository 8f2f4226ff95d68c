import { useEffect, useState } from "react";
import { Link } from "react-router";
import { premiumPlan } from "../../../shared/domain/plan.ts";
import { PaymentChoices } from "../../features/checkout/components/payment-choices.tsx";
import { RegistrationSection } from "../../features/signup/components/registration-section.tsx";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { useRegistrationFlow } from "../../lib/registration-flow.tsx";
import { readStorage, storageKeys } from "../../lib/storage-keys.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { LoadingSpinner } from "../../features/signup/components/loading-spinner.tsx";
import { removeBlockingOverlays } from "../../features/signup/remove-blocking-overlays.ts";

const linkClass =
  "font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm";

// Premium is the only plan, so a stored choice from /subscribe can only confirm it; it is
// shown so that visitors coming from the plan choice see it carried over.
function hasSelectedPremium(): boolean {
  return (readStorage(storageKeys.selectedPlan) ?? premiumPlan.id) === premiumPlan.id;
}

export default function RegisterPage() {
  usePageTitle("Registrierung");
  const { user } = useAuth();
  const { start } = useRegistrationFlow();
  const [ready, setReady] = useState(false);
  const [planSelected, setPlanSelected] = useState(false);

  // A registration starts for guests only; a logged-in visitor pays for their own account.
  useEffect(() => {
    if (user === null) start();
  }, [user, start]);

  useEffect(() => {
    removeBlockingOverlays();
    // One tick later, so that the flow state and the cleaned page are in place first.
    const timer = window.setTimeout(() => {
      setPlanSelected(hasSelectedPremium());
      setReady(true);
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-10 sm:px-6">
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to="/subscribe" className={linkClass}>
          Zurück zur Tarifauswahl
        </Link>
        <Link to="/" className={linkClass}>
          Zur Startseite
        </Link>
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Registrierung</h1>
      {planSelected ? <p className="mt-2 text-muted-foreground">Gewählter Tarif: {premiumPlan.name}</p> : null}

      {ready ? (
        <RegistrationSection
          variant="inline"
          className="pt-8 pb-16"
          renderPayment={(props) => <PaymentChoices {...props} />}
        />
      ) : (
        <LoadingSpinner />
      )}
    </div>
  );
}
