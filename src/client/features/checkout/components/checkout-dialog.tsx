import { PaymentChoices } from "./payment-choices.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  focusDialogTitle,
  focusedTitleProps,
} from "../../../components/ui/dialog.tsx";
import { usePaymentMethods } from "../../../lib/payment-methods.ts";
import { useNavigate } from "../../../lib/navigation.tsx";
import { SpendingOrderNote } from "../../../entities/spending/glance.tsx";
import type { CheckoutMethod } from "../checkout-method.ts";

interface CheckoutDialogProps {
  userId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The tab shown first when both methods are on offer. */
  initialMethod?: CheckoutMethod;
}

/** The payment choices for a signed-in user on /subscribe. */
/** What the dialog asks, by the methods on offer: a choice only when there is one. */
function paymentDescription(methods: { paypal: boolean; maxpay: boolean }): string {
  if (methods.paypal && methods.maxpay) return "Wählen Sie, wie Sie bezahlen möchten.";
  if (methods.paypal) return "Sie bezahlen mit PayPal.";
  if (methods.maxpay) return "Sie bezahlen mit Kreditkarte.";
  return "Derzeit ist keine Zahlungsart verfügbar.";
}

export function CheckoutDialog({ userId, open, onOpenChange, initialMethod }: CheckoutDialogProps) {
  const navigate = useNavigate();
  const methods = usePaymentMethods();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onOpenAutoFocus={focusDialogTitle}>
        <DialogHeader>
          <DialogTitle {...focusedTitleProps}>Premium-Mitgliedschaft abschließen</DialogTitle>
          <DialogDescription>{paymentDescription(methods)}</DialogDescription>
        </DialogHeader>
        <SpendingOrderNote />
        <PaymentChoices
          userId={userId}
          context="checkout"
          initialMethod={initialMethod}
          onPaid={() => {
            onOpenChange(false);
            void navigate("/profile");
          }}
          onLeave={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
