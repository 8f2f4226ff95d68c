import { ApiRequestError, NetworkError } from "../../../lib/api-client.ts";
import { toast, type ToastOptions } from "../../../lib/toast.ts";
import { approvalUrlOf, createPaypalSubscription } from "../api/create-paypal-subscription.ts";
import { recordApprovedSubscription } from "../api/record-subscription.ts";
import { hideConnectingOverlay, showConnectingOverlay } from "../../../lib/paypal/connecting-overlay.ts";
import { paymentMessage, paypalMessages, type PaymentContext } from "../payment-messages.ts";
import type { PaypalSubscriptionButtonsOptions } from "../../../lib/paypal/paypal-sdk.ts";
import { clearPendingPayments, storePendingSubscription } from "../pending-payment-storage.ts";
import { paypalSubscriptionRequest } from "../subscription-requests.ts";
import { trackPurchase } from "../track-purchase.ts";

/**
 * A refusal the server explained, a connection that never got an answer, or something no one
 * explained (a gateway page instead of JSON, an exception of ours): only try later helps then.
 */
function creationFailureMessage(error: unknown, context: PaymentContext): ToastOptions {
  if (error instanceof ApiRequestError && error.serverMessage) return paypalMessages.refused(error.serverMessage);
  if (error instanceof NetworkError) return paypalMessages.connectionFailed;
  return paymentMessage(context, "unexpected");
}

export interface PaypalCallbacks {
  userId: number | null;
  context: PaymentContext;
  /** The subscription is recorded and the user data refreshed. */
  onPaid(): void;
  /** Cancelled or failed: the caller may return to its previous state. */
  onAbort?(): void;
}

/**
 * The SDK's callbacks. `read` returns the caller's current props, so
 * the buttons, rendered once, always act for the current user and context.
 */
export function createPaypalHandlers(
  read: () => PaypalCallbacks,
  refreshUser: () => Promise<void>,
): Omit<PaypalSubscriptionButtonsOptions, "style"> {
  // A failure already explained by a toast must not get the generic one from onError on top.
  let reported = false;
  let buyer: number | null = null;

  // Creation failures are reported here, whether or not the SDK then calls onError as well.
  const fail = (message: ToastOptions) => {
    reported = true;
    hideConnectingOverlay();
    clearPendingPayments();
    toast(message);
    read().onAbort?.();
  };

  return {
    async createSubscription() {
      reported = false;
      showConnectingOverlay();
      buyer = read().userId;
      if (buyer === null) {
        fail(paypalMessages.notSignedIn);
        throw new Error("A subscription needs a signed-in user");
      }
      let response;
      try {
        response = await createPaypalSubscription(paypalSubscriptionRequest(buyer));
      } catch (error) {
        fail(creationFailureMessage(error, read().context));
        throw error;
      }
      const approvalUrl = approvalUrlOf(response);
      if (!response?.id || !approvalUrl) {
        fail(paymentMessage(read().context, "failed"));
        throw new Error("PayPal answered without a subscription id or approval link");
      }
      storePendingSubscription({
        planId: "premium",
        subscriptionCreatedAt: new Date().toISOString(),
        redirectedTo: approvalUrl,
      });
      return response.id;
    },

    async onApprove(data) {
      hideConnectingOverlay();
      const { context, userId } = read();
      const subscriptionId = data.subscriptionID;
      try {
        if (!subscriptionId) throw new Error("PayPal approved without a subscription id");
        await recordApprovedSubscription(subscriptionId, buyer ?? userId);
      } catch (error) {
        console.warn("Subscription not recorded", error);
        toast(paymentMessage(context, "processingFailed"));
        read().onAbort?.();
        return;
      }
      clearPendingPayments();
      toast(paymentMessage(context, "success"));
      trackPurchase({ subscriptionId, userId: buyer ?? userId ?? 0 });
      await refreshUser();
      read().onPaid();
    },

    onCancel() {
      hideConnectingOverlay();
      clearPendingPayments();
      toast(paymentMessage(read().context, "cancelled"));
      read().onAbort?.();
    },

    onError(error) {
      hideConnectingOverlay();
      console.warn("PayPal subscription failed", error);
      if (reported) {
        reported = false;
        return;
      }
      clearPendingPayments();
      toast(paymentMessage(read().context, "unexpected"));
      read().onAbort?.();
    },
  };
}
