import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { PaymentStep, type PaymentStepProps } from "../payment-step.tsx";

type SignupPaymentProps = Omit<PaymentStepProps, "context">;

/** Takes the submit button's place once the account exists. */
export function SignupPayment(props: SignupPaymentProps) {
  const container = useRef<HTMLDivElement>(null);

  // The focused submit button has just disappeared; without this, keyboard and screen-reader
  // users would land on the page start, and on small screens the next step stays out of view.
  useEffect(() => {
    container.current?.focus();
  }, []);

  return (
    <div
      ref={container}
      tabIndex={-1}
      aria-live="polite"
      aria-labelledby="signup-payment-title"
      role="region"
      className="grid gap-4 rounded-xl border border-border bg-muted/40 p-4 focus:outline-none sm:p-5"
    >
      <div className="grid gap-1">
        <p id="signup-payment-title" className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Ihr Konto ist angelegt.
        </p>
        <p className="text-sm text-muted-foreground">Wählen Sie jetzt, wie Sie Ihre Premium-Mitgliedschaft bezahlen.</p>
      </div>
      <PaymentStep context="signup" {...props} />
    </div>
  );
}
