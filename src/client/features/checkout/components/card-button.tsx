import { CreditCard, LoaderCircle } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { cardButtonBusyLabel, cardButtonLabel } from "../payment-texts.ts";
import { useCardCheckout } from "../card/use-card-checkout.ts";

interface CardButtonProps {
  userId: number | null;
  /** Called right before the page changes to the card redirect (an overlay closes then). */
  onLeave?: () => void;
  /** False when the order may not go on yet (the early-start consent is not ticked). */
  confirmOrder(): boolean;
}

/** § 312j BGB: the label itself says that the click creates a payment obligation. */
export function CardButton({ userId, onLeave, confirmOrder }: CardButtonProps) {
  const { busy, start } = useCardCheckout({ userId, onLeave });
  return (
    <Button
      size="lg"
      // The long label wraps on phones; "!" beats the button's own nowrap and fixed height.
      className="h-auto! min-h-11 w-full py-2 text-center whitespace-normal!"
      disabled={busy}
      onClick={() => {
        if (confirmOrder()) void start();
      }}
    >
      {busy ? (
        <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
      ) : (
        <CreditCard aria-hidden="true" />
      )}
      {busy ? cardButtonBusyLabel : cardButtonLabel}
    </Button>
  );
}
