import type { CardPaymentRequest } from "../../../shared/schemas/card-payments.ts";
import type { PaypalSubscriptionRequest } from "../../../shared/schemas/payments.ts";
import { premiumPlan } from "../../../shared/domain/plan.ts";
import { pageHref } from "../../lib/navigation.tsx";

// The request bodies of the payment endpoints carry euro numbers (4.99); the plan data stays the
// single source (integer cents), converted here at the edge.

const euros = (cents: number) => cents / 100;

/** The card provider writes a month as P30D and anything else as P7D. */
function cardPeriod(period: string): string {
  return period === "MONTH" ? "P30D" : "P7D";
}

export function returnAddresses(origin: string = window.location.origin) {
  return {
    returnUrl: `${origin}${pageHref("/subscription/success")}`,
    cancelUrl: `${origin}${pageHref("/subscription/cancel")}`,
  };
}

export function paypalSubscriptionRequest(
  userId: number,
  origin: string = window.location.origin,
): PaypalSubscriptionRequest {
  return {
    planId: premiumPlan.id,
    isRecurring: true,
    trialAmount: euros(premiumPlan.trialAmountCents),
    recurringAmount: euros(premiumPlan.recurringAmountCents),
    currency: premiumPlan.currency,
    trialPeriod: premiumPlan.trialPeriod,
    recurringPeriod: premiumPlan.recurringPeriod,
    minimumCommitmentMonths: premiumPlan.minimumCommitmentMonths,
    ...returnAddresses(origin),
    userId,
    // Sent only from behind the order step, where the buyer ticked it (docs/decisions/0022).
    earlyStartConsent: true,
  };
}

export function cardPaymentRequest(userId: number, origin: string = window.location.origin): CardPaymentRequest {
  const { returnUrl, cancelUrl } = returnAddresses(origin);
  return {
    userId,
    amount: euros(premiumPlan.trialAmountCents),
    currency: premiumPlan.currency,
    isRecurring: true,
    trialAmount: euros(premiumPlan.trialAmountCents),
    trialPeriod: cardPeriod(premiumPlan.trialPeriod),
    recurringAmount: euros(premiumPlan.recurringAmountCents),
    recurringPeriod: cardPeriod(premiumPlan.recurringPeriod),
    // The success page tells a card return from a PayPal one by this marker.
    returnUrl: `${returnUrl}?provider=maxpay`,
    cancelUrl: `${cancelUrl}?provider=maxpay`,
    // Sent only from behind the order step, where the buyer ticked it (docs/decisions/0022).
    earlyStartConsent: true,
  };
}
