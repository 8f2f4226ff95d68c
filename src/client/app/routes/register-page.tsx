import { premiumPlan } from "../../../shared/domain/plan.ts";
import { Link } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PaymentChoices } from "../../features/checkout/components/payment-choices.tsx";
import { LoadingSpinner } from "../../features/signup/components/loading-spinner.tsx";
import { RegistrationSection } from "../../features/signup/components/registration-section.tsx";
import { PaymentStepProvider, type RenderPayment } from "../../features/signup/payment-step.tsx";
import { useRegistrationStart } from "../../features/signup/use-registration-start.ts";

const linkClass =
  "font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm";

const paymentChoices: RenderPayment = (props) => <PaymentChoices {...props} />;

/** /register and /signup: the registration with the membership, reached from the plan choice. */
export default function RegisterPage() {
  usePageTitle("Registrierung");
  const { ready, planSelected } = useRegistrationStart();

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
        <PaymentStepProvider render={paymentChoices}>
          <RegistrationSection variant="inline" className="pt-8 pb-16" />
        </PaymentStepProvider>
      ) : (
        <LoadingSpinner />
      )}
    </div>
  );
}
