import type { CreditPackage } from "../../../shared/schemas/credits.ts";
import { ApiRequestError } from "../../lib/api-client.ts";
import { hideConnectingOverlay, showConnectingOverlay } from "../../lib/paypal/connecting-overlay.ts";
import type { PaypalOrderButtonsOptions } from "../../lib/paypal/paypal-sdk.ts";
import { toast, type ToastOptions } from "../../lib/toast.ts";
import { createCreditOrder } from "./api/create-credit-order.ts";
import { creditToasts } from "./credit-toasts.ts";
import { errorMessageOf } from "../../lib/error-message.ts";
import type { CreditPayment } from "./use-credit-payment.ts";

export interface CreditOrderCallbacks {
  creditPackage: CreditPackage;
  /** PayPal's window closed: approved, cancelled or failed. The dialog closes. */
  onDone(): void;
  process: CreditPayment["process"];
}

/**
 * The SDK's callbacks for a one-off order. `read` returns the caller's current props, so the
 * button, rendered once, always buys the package the dialog shows now.
 */
export function createPaypalOrderHandlers(read: () => CreditOrderCallbacks): Omit<PaypalOrderButtonsOptions, "style"> {
  // A failure already explained by a toast must not get the generic one from onError on top.
  let reported = false;

  const fail = (message: ToastOptions) => {
    reported = true;
    hideConnectingOverlay();
    toast(message);
  };

  return {
    async createOrder() {
      reported = false;
      showConnectingOverlay();
      try {
        // The button exists only after the buyer ticked the early-start consent (OrderGate).
        const order = await createCreditOrder({ packageId: read().creditPackage.id, earlyStartConsent: true });
        return order.orderId;
      } catch (error) {
        // The session may have ended while the dialog was open.
        const signedOut = error instanceof ApiRequestError && error.status === 401;
        fail(signedOut ? creditToasts.loginRequired : creditToasts.purchaseFailed(errorMessageOf(error)));
        throw error;
      }
    },

    async onApprove(data) {
      hideConnectingOverlay();
      const { onDone, process } = read();
      onDone();
      if (!data.orderID) {
        toast(creditToasts.processingFailed(null));
        return;
      }
      await process(data.payerID ? { token: data.orderID, PayerID: data.payerID } : { token: data.orderID });
    },

    onCancel() {
      hideConnectingOverlay();
      toast(creditToasts.cancelled);
      read().onDone();
    },

    onError(error) {
      hideConnectingOverlay();
      console.warn("PayPal credit order failed", error);
      if (reported) {
        reported = false;
        return;
      }
      toast(creditToasts.purchaseFailed(null));
    },
  };
}
