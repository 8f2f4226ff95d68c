import { ExternalLink } from "lucide-react";
import type { CardPaymentSession } from "../../../../shared/schemas/card-payments.ts";
import { Button } from "../../../components/ui/button.tsx";

interface CardPaymentFormProps {
  session: CardPaymentSession;
  onSubmitted(target: "_blank" | "_self"): void;
}

/**
 * The stored fields posted to the hosted payment page. The first button opens it in a new
 * tab; the second continues in this tab, for browsers that block the new
 * tab and for buyers who lose it.
 */
export function CardPaymentForm({ session, onSubmitted }: CardPaymentFormProps) {
  return (
    <form
      method="post"
      action={session.paymentUrl}
      target="_blank"
      aria-label="Weiter zur Zahlung"
      className="grid gap-3"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        onSubmitted(submitter?.getAttribute("formtarget") === "_self" ? "_self" : "_blank");
      }}
    >
      {Object.entries(session.sessionData).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="lg" className="h-auto! min-h-11 w-full py-2 text-center whitespace-normal!">
        <ExternalLink aria-hidden="true" />
        Zahlungsseite in neuem Tab öffnen
      </Button>
      <Button
        type="submit"
        formTarget="_self"
        variant="outline"
        size="lg"
        className="h-auto! min-h-11 w-full py-2 text-center whitespace-normal!"
      >
        Im selben Fenster fortfahren
      </Button>
    </form>
  );
}
