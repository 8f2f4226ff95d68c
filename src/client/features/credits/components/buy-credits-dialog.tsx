import { creditsEarlyStartConsent } from "../../../../shared/domain/order-consent-texts.ts";
import type { CreditPackage } from "../../../../shared/schemas/credits.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  focusDialogTitle,
  focusedTitleProps,
} from "../../../components/ui/dialog.tsx";
import { OrderGate } from "../../../entities/order/order-gate.tsx";
import { SpendingOrderNote } from "../../../entities/spending/glance.tsx";
import type { CreditPayment } from "../use-credit-payment.ts";
import { CreditPaypalButton } from "./credit-paypal-button.tsx";
import { PurchaseSummary } from "./purchase-summary.tsx";

interface BuyCreditsDialogProps {
  /** The package being bought; none closes the dialog. */
  creditPackage: CreditPackage | null;
  onClose(): void;
  process: CreditPayment["process"];
}

/**
 * What is bought, then the order button, then PayPal's button (§ 312j BGB,
 * docs/decisions/0019-order-button-before-paypal.md).
 */
export function BuyCreditsDialog({ creditPackage, onClose, process }: BuyCreditsDialogProps) {
  return (
    <Dialog open={creditPackage !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md" onOpenAutoFocus={focusDialogTitle}>
        <DialogHeader>
          <DialogTitle {...focusedTitleProps}>Credits kaufen</DialogTitle>
          <DialogDescription>Sie bezahlen einmalig mit PayPal; die Credits sind sofort verfügbar.</DialogDescription>
        </DialogHeader>
        {creditPackage ? (
          <div className="grid gap-4">
            <PurchaseSummary creditPackage={creditPackage} />
            <SpendingOrderNote />
            <OrderGate provider="PayPal" consent={creditsEarlyStartConsent}>
              <CreditPaypalButton creditPackage={creditPackage} onDone={onClose} process={process} />
            </OrderGate>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
