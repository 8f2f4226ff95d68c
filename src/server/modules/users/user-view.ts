import type { SubscriptionInfo, User } from "../../../shared/api-types.ts";
import type { SubscriptionRow } from "../subscriptions/repo.ts";
import type { UserRow } from "./repo.ts";

function subscriptionView(row: SubscriptionRow): SubscriptionInfo {
  return {
    planId: row.plan_id,
    status: row.status === "cancelled" ? "cancelled" : "active",
    startDate: row.start_date,
    endDate: row.access_until,
    nextBillingDate: row.status === "active" ? row.next_billing_date : null,
    paypalSubscriptionId: row.provider === "paypal" ? row.provider_subscription_id : null,
  };
}

/** The user as the API shows it (spec section 3); never the password hash. */
export function userView(user: UserRow, subscription: SubscriptionRow | undefined): User {
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    hasActiveSubscription: subscription !== undefined,
    subscription: subscription ? subscriptionView(subscription) : null,
  };
}
