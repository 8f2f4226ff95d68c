import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { cardTestAmountCents } from "../../../../shared/schemas/card-payments.ts";
import { testProduct, trialProduct } from "../../../../protocols/maxpay.ts";

export type CardPurpose = "subscription" | "test";

export function productFor(purpose: CardPurpose) {
  return purpose === "subscription" ? trialProduct : testProduct;
}

/** What the first payment of an order must be, in cents. */
export function firstChargeCents(purpose: CardPurpose): number {
  return purpose === "subscription" ? premiumPlan.trialAmountCents : cardTestAmountCents;
}
