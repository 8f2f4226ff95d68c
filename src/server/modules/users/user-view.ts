import type { User } from "../../../shared/api-types.ts";
import type { SubscriptionRow } from "../subscriptions/repo.ts";
import { subscriptionView } from "../subscriptions/view.ts";
import type { UserRow } from "./repo.ts";

/** The user as the API shows it (spec section 3); never the password hash. */
export function userView(user: UserRow, subscription: SubscriptionRow | undefined, now: Date = new Date()): User {
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    hasActiveSubscription: subscription !== undefined,
    subscription: subscription ? subscriptionView(subscription, now) : null,
  };
}
