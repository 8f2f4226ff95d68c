import type { RecordSubscriptionRequest } from "../../../../shared/schemas/payments.ts";
import type { SubscriptionResponse } from "../../../../shared/schemas/subscriptions.ts";
import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { ApiRequestError, apiRequest } from "../../../lib/api-client.ts";
import { recordSubscriptionCallback } from "./record-subscription-callback.ts";

/**
 * POST /api/subscription after PayPal's approval. Only the id is sent: the server asks PayPal
 * for status and dates itself and never takes them from the browser.
 */
export function recordSubscription(paypalSubscriptionId: string): Promise<SubscriptionResponse> {
  const request: RecordSubscriptionRequest = { planId: premiumPlan.id, paypalSubscriptionId };
  return apiRequest<SubscriptionResponse>("POST", "/api/subscription", request);
}

/**
 * Records an approved subscription for `userId`. A new account whose login after signup
 * failed has no session, only the registration cookie, which the callback route accepts.
 */
export async function recordApprovedSubscription(
  paypalSubscriptionId: string,
  userId: number | null,
): Promise<SubscriptionResponse> {
  try {
    return await recordSubscription(paypalSubscriptionId);
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 401 && userId !== null)) throw error;
    return recordSubscriptionCallback(paypalSubscriptionId, userId);
  }
}
