import type { SubscriptionCallbackRequest } from "../../../../shared/schemas/payments.ts";
import type { SubscriptionResponse } from "../../../../shared/schemas/subscriptions.ts";
import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/subscriptions/callback: the server checks the subscription at PayPal before it counts. */
export function recordSubscriptionCallback(subscriptionId: string, userId: number): Promise<SubscriptionResponse> {
  const request: SubscriptionCallbackRequest = { subscriptionId, userId, planId: premiumPlan.id };
  return apiRequest<SubscriptionResponse>("POST", "/api/subscriptions/callback", request);
}
