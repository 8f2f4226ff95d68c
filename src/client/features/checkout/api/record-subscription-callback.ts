import type { SubscriptionCallbackRequest } from "../../../../shared/schemas/payments.ts";
import type { RecordedSubscriptionResponse } from "../../../../shared/schemas/subscriptions.ts";
import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/subscriptions/callback: the server checks the subscription at PayPal before it counts. */
export function recordSubscriptionCallback(
  subscriptionId: string,
  userId: number,
): Promise<RecordedSubscriptionResponse> {
  const request: SubscriptionCallbackRequest = { subscriptionId, userId, planId: premiumPlan.id };
  return apiRequest<RecordedSubscriptionResponse>("POST", "/api/subscriptions/callback", request);
}
