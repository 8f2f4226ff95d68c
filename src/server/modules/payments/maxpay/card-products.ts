import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { cardTestAmountCents } from "../../../../shared/schemas/card-payments.ts";

// The products sent to Maxpay's hosted payment page as `customproduct` (a JSON list). Maxpay
// writes periods as 24H|7D|30D|365D; the spec's P30D/P7D are these. A trial product names
// the subscription that follows it by id: that weekly product must exist in the merchant
// portal (Mportal) under this id, at the plan's weekly price. The sandbox knows it too.

export type CardPeriod = "30D" | "7D";

/** Spec section 9: a month is 30D, anything else 7D. */
export function cardPeriodOf(period: string): CardPeriod {
  return period === "MONTH" ? "30D" : "7D";
}

const euros = (cents: number) => cents / 100;

export const weeklyProduct = {
  productType: "subscriptionProduct",
  productId: "premium-weekly",
  productName: "Premium-Mitgliedschaft (wöchentlich)",
  currency: premiumPlan.currency,
  amount: euros(premiumPlan.recurringAmountCents),
  subscriptionLength: 1,
  subscriptionPeriod: cardPeriodOf(premiumPlan.recurringPeriod),
} as const;

export const trialProduct = {
  productType: "trialProduct",
  productId: "premium-trial",
  productName: "Premium-Mitgliedschaft",
  productDescription:
    "1,00 € für die ersten 30 Tage, danach 4,99 € alle 7 Tage. Mindestlaufzeit 3 Monate nach dem Testzeitraum.",
  currency: premiumPlan.currency,
  amount: euros(premiumPlan.trialAmountCents),
  trialLength: 1,
  trialPeriod: cardPeriodOf(premiumPlan.trialPeriod),
  postTrialProductId: weeklyProduct.productId,
} as const;

export const testProduct = {
  productType: "fixedProduct",
  productId: "card-test",
  productName: "Testzahlung",
  currency: premiumPlan.currency,
  amount: euros(cardTestAmountCents),
} as const;

export type CardPurpose = "subscription" | "test";

export function productFor(purpose: CardPurpose) {
  return purpose === "subscription" ? trialProduct : testProduct;
}

/** What the first payment of an order must be, in cents. */
export function firstChargeCents(purpose: CardPurpose): number {
  return purpose === "subscription" ? premiumPlan.trialAmountCents : cardTestAmountCents;
}
