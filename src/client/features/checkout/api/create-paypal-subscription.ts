import type { PaypalSubscriptionRequest, PaypalSubscriptionResponse } from "../../../../shared/schemas/payments.ts";
import { fileRequest } from "../../../lib/api-filing.ts";

/** POST {origin}/paypal/subscription creates the subscription at PayPal. */
export function createPaypalSubscription(request: PaypalSubscriptionRequest): Promise<PaypalSubscriptionResponse> {
  return fileRequest<PaypalSubscriptionResponse>("POST", "/paypal/subscription", request);
}

/** The approval address: the explicit field, else the link PayPal marks as rel "approve". */
export function approvalUrlOf(response: Partial<PaypalSubscriptionResponse> | null): string | null {
  if (!response) return null;
  if (response.approvalUrl) return response.approvalUrl;
  return response.links?.find((link) => link.rel === "approve")?.href ?? null;
}
