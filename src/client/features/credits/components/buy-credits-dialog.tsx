import type { CreditPackage } from "../../../../shared/schemas/credits.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import type { CreditPayment } from "../use-credit-payment.ts";
import { CreditPaypalButton } from "./credit-paypal-button.tsx";
import { PurchaseSummary } from "./purchase-summary.tsx";

interface BuyCreditsDialogProps {
  /** The package being bought; none closes the dialog. */
  creditPackage: CreditPackage | null;
  onClose(): void;
  process: CreditPayment["process"];
}

/** What is bought, then the PayPal button: nothing stands between the two. */
export function BuyCreditsDialog({ creditPackage, onClose, process }: BuyCreditsDialogProps) {
  return (
    <Dialog open={creditPackage !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Credits kaufen</DialogTitle>
          <DialogDescription>Sie bezahlen einmalig mit PayPal; die Credits sind sofort verfügbar.</DialogDescription>
        </DialogHeader>
        {creditPackage ? (
          <div className="grid gap-4">
            <PurchaseSummary creditPackage={creditPackage} />
            <CreditPaypalButton creditPackage={creditPackage} onDone={onClose} process={process} />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
