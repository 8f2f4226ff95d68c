import { premiumPlan } from "../../../shared/domain/plan.ts";
import { trackConversion, trackEvent } from "../../lib/analytics.ts";
import { readClickId } from "../../lib/click-ids.ts";
import { sendSubscriptionConversion } from "./api/send-subscription-conversion.ts";

// A purchase counts with the weekly fee, 4.99 EUR.
const conversionValue = premiumPlan.recurringAmountCents / 100;

/**
 * Reports a completed Premium purchase: the analytics event and the ad conversion (both only
 * with consent), and the server-side conversion when this visit came with a gclid (kept only
 * with marketing consent). The
 * address bar was cleaned on load, so the session copy of the gclid stands for it.
 */
export function trackPurchase(purchase: { subscriptionId: string; userId: number }): void {
  trackEvent("purchase", {
    value: conversionValue,
    currency: premiumPlan.currency,
    transaction_id: purchase.subscriptionId,
    item_name: premiumPlan.name,
  });
  trackConversion("purchase", { value: conversionValue, transaction_id: purchase.subscriptionId });
  const gclid = readClickId("gclid", "visit");
  if (!gclid) return;
  void sendSubscriptionConversion({
    gclid,
    subscriptionId: purchase.subscriptionId,
    userId: purchase.userId,
    conversionValue,
    currencyCode: premiumPlan.currency,
  });
}
