import { clearPendingPayments, readPendingCardSubscription } from "../pending-payment-storage.ts";
import { trackPurchase } from "../track-purchase.ts";
import { toast } from "../../../lib/toast.ts";
import { activationFailed, activationSucceeded, cardDeclined } from "./activation-messages.ts";
import { recordSubscriptionCallback } from "../api/record-subscription-callback.ts";
import { pollCardOrder } from "./card-order-polling.ts";
import { invalidUser, missingData, parseReturn, type ReturnParams } from "./return-params.ts";

export type FailureReason = "invalid" | "signed-out" | "register" | "declined" | "timeout" | "error";

export type ActivationState =
  | { phase: "recording" }
  | { phase: "confirming" }
  | { phase: "done"; signedIn: boolean; next: "berater" | "login" | null; orderNumber: string | null }
  | { phase: "failed"; reason: FailureReason };

export interface ActivationContext {
  query: URLSearchParams;
  signedInUserId: number | null;
  inRegistrationFlow: boolean;
  refreshUser(): Promise<void>;
  autoLogin(userId: number, subscriptionId?: string): Promise<boolean>;
  endRegistrationFlow(): void;
  /** The card payment is waiting for the provider's confirmation. */
  onConfirming(): void;
  isActive(): boolean;
}

const failed = (reason: FailureReason): ActivationState => ({ phase: "failed", reason });

/** Confirms the purchase with the server; returns the id the purchase is tracked under. */
async function confirmPurchase(params: ReturnParams, userId: number, ctx: ActivationContext) {
  if (params.provider === "paypal") {
    try {
      const recorded = await recordSubscriptionCallback(params.subscriptionId, userId);
      return { ok: true as const, subscriptionId: params.subscriptionId, orderNumber: recorded.orderNumber };
    } catch (error) {
      console.warn("Subscription not activated", error);
      toast(activationFailed);
      return { ok: false as const, state: failed("error") };
    }
  }
  const orderReference = params.orderReference ?? readPendingCardSubscription()?.orderReference ?? null;
  if (!orderReference) {
    toast(missingData);
    return { ok: false as const, state: failed("invalid") };
  }
  ctx.onConfirming();
  const { outcome, orderNumber } = await pollCardOrder(orderReference, ctx.isActive);
  if (outcome === "paid") return { ok: true as const, subscriptionId: orderReference, orderNumber };
  if (outcome === "declined") {
    clearPendingPayments();
    toast(cardDeclined);
  } else if (outcome === "error") {
    toast(activationFailed);
  }
  return { ok: false as const, state: failed(outcome) };
}

/**
 * The success page: check the return, record the subscription (PayPal) or wait
 * for the card provider's confirmation, then track, log in and say where to go next.
 */
export async function runActivation(ctx: ActivationContext): Promise<ActivationState> {
  const parsed = parseReturn(ctx.query);
  if (!parsed.ok) {
    toast(parsed.problem);
    return failed("invalid");
  }
  const userId = parsed.params.userId ?? ctx.signedInUserId;
  if (userId === null) {
    toast(invalidUser);
    return failed(ctx.inRegistrationFlow ? "register" : "signed-out");
  }

  const confirmed = await confirmPurchase(parsed.params, userId, ctx);
  if (!confirmed.ok) return confirmed.state;

  clearPendingPayments();
  toast(activationSucceeded);
  trackPurchase({ subscriptionId: confirmed.subscriptionId, userId });
  let signedIn: boolean;
  if (ctx.signedInUserId === userId) {
    await ctx.refreshUser();
    signedIn = true;
  } else {
    const paypalId = parsed.params.provider === "paypal" ? confirmed.subscriptionId : undefined;
    signedIn = await ctx.autoLogin(userId, paypalId);
  }
  if (ctx.inRegistrationFlow) ctx.endRegistrationFlow();
  const { orderNumber } = confirmed;
  if (!signedIn) return { phase: "done", signedIn, next: "login", orderNumber };
  return { phase: "done", signedIn, next: ctx.inRegistrationFlow ? "berater" : null, orderNumber };
}
