import { PaymentChoices } from "./payment-choices.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import { useNavigate } from "../../../lib/navigation.tsx";
import { SpendingOrderNote } from "../../../entities/spending/glance.tsx";

interface CheckoutDialogProps {
  userId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The payment choices for a signed-in user on /subscribe. */
export function CheckoutDialog({ userId, open, onOpenChange }: CheckoutDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Premium-Mitgliedschaft abschließen</DialogTitle>
          <DialogDescription>Wählen Sie, wie Sie bezahlen möchten.</DialogDescription>
        </DialogHeader>
        <SpendingOrderNote />
        <PaymentChoices
          userId={userId}
          context="checkout"
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
