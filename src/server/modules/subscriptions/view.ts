import type { SubscriptionInfo } from "../../../shared/schemas/subscriptions.ts";
import { cancellationEffectiveAt } from "../../../shared/domain/subscription-terms.ts";
import type { SubscriptionRow } from "./repo.ts";
import { termsOf } from "./terms-of.ts";

/** The subscription as the API shows it (plan, status, dates, plus the terms a member needs). */
export function subscriptionView(row: SubscriptionRow, now: Date): SubscriptionInfo {
  const terms = termsOf(row);
  const cancelled = row.status !== "active";
  return {
    planId: row.plan_id,
    status: cancelled ? "cancelled" : "active",
    startDate: row.start_date,
    endDate: row.access_until,
    nextBillingDate: cancelled ? null : row.next_billing_date,
    paypalSubscriptionId: row.provider === "paypal" ? row.provider_subscription_id : null,
    provider: row.provider === "maxpay" || row.provider === "manual" ? row.provider : "paypal",
    trialEndDate: terms.trialEndsAt.toISOString(),
    minimumTermEndDate: terms.minimumTermEndsAt.toISOString(),
    cancellationEffectiveDate:
      cancelled && row.access_until ? row.access_until : cancellationEffectiveAt(terms, now).toISOString(),
    cancelledAt: row.cancelled_at,
    cancellationRevocable:
      row.status === "cancelled" &&
      row.access_until !== null &&
      new Date(row.access_until) > now &&
      row.provider_cancelled_at === null &&
      row.provider_cancel_claimed_at === null,
  };
}
