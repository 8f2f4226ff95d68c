import { useState } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../components/ui/card.tsx";
import { Link, useNavigate } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PaymentChoices } from "../../features/checkout/components/payment-choices.tsx";
import { LoadingSpinner } from "../../features/signup/components/loading-spinner.tsx";
import { SignedInRegistration } from "../../features/signup/components/signed-in-registration.tsx";
import { SimpleRegistrationForm } from "../../features/signup/components/simple-registration-form.tsx";
import { PaymentStepProvider, type RenderPayment } from "../../features/signup/payment-step.tsx";
import { signedInTexts } from "../../features/signup/registration-texts.ts";
import { useRegistrationMode } from "../../features/signup/use-registration-mode.ts";

const paymentChoices: RenderPayment = (props) => <PaymentChoices {...props} />;

/** An account without a membership; the membership can be added later on /subscribe. */
export default function SimpleRegistrationPage() {
  usePageTitle("Registrieren");
  const navigate = useNavigate();
  const { mode, markCreated } = useRegistrationMode();
  // After "Abmelden und neues Konto anlegen" the form appears in place and takes the focus.
  const [focusForm, setFocusForm] = useState(false);
  const signedIn = mode.kind === "member" || mode.kind === "customer" ? mode : null;

  let content;
  if (mode.kind === "loading") content = <LoadingSpinner />;
  else if (signedIn) {
    content = (
      <PaymentStepProvider render={paymentChoices}>
        <SignedInRegistration
          user={signedIn.user}
          onPaid={() => void navigate("/profile")}
          onSignedOut={() => setFocusForm(true)}
        />
      </PaymentStepProvider>
    );
  } else content = <SimpleRegistrationForm focusFirstField={focusForm} onCreated={markCreated} />;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Registrieren</h1>
          <CardDescription>
            {signedIn
              ? signedInTexts[signedIn.kind].intro(signedIn.user.name)
              : "Erstellen Sie Ihr kostenloses Konto. Alle Felder sind Pflichtfelder."}
          </CardDescription>
        </CardHeader>
        <CardContent>{content}</CardContent>
        {signedIn ? null : (
          <CardFooter className="justify-center text-sm">
            <Link
              to="/login"
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              Bereits registriert? Jetzt anmelden
            </Link>
          </CardFooter>
        )}
      </Card>
    </div>
  );
}
