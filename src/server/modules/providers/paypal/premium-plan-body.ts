import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { fromCents } from "./paypal-resources.ts";

// The Premium plan as PayPal bills it: one trial month at 1.00 EUR, then
// 4.99 EUR every week without end. The minimum term has no PayPal field; the portal enforces it.

export function premiumProductBody(brandName: string) {
  return {
    name: `${brandName} Premium`,
    description: "Premium-Mitgliedschaft für telefonische Beratung",
    type: "SERVICE",
  };
}

export function premiumPlanBody(productId: string, brandName: string) {
  const price = (cents: number) => ({ fixed_price: { value: fromCents(cents), currency_code: premiumPlan.currency } });
  return {
    product_id: productId,
    name: `${brandName} ${premiumPlan.name}`,
    description: `${fromCents(premiumPlan.trialAmountCents)} ${premiumPlan.currency} im ersten Monat, danach ${fromCents(premiumPlan.recurringAmountCents)} ${premiumPlan.currency} pro Woche`,
    status: "ACTIVE",
    billing_cycles: [
      {
        frequency: { interval_unit: premiumPlan.trialPeriod, interval_count: 1 },
        tenure_type: "TRIAL",
        sequence: 1,
        total_cycles: 1,
        pricing_scheme: price(premiumPlan.trialAmountCents),
      },
      {
        frequency: { interval_unit: premiumPlan.recurringPeriod, interval_count: 1 },
        tenure_type: "REGULAR",
        sequence: 2,
        total_cycles: 0,
        pricing_scheme: price(premiumPlan.recurringAmountCents),
      },
    ],
    payment_preferences: {
      auto_bill_outstanding: true,
      setup_fee_failure_action: "CANCEL",
      payment_failure_threshold: 1,
    },
  };
}
