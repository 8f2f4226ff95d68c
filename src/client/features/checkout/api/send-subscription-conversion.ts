import type { SubscriptionConversionRequest } from "../../../../shared/schemas/payments.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/conversions/subscription; the caller only sends it when the visit has a gclid. */
export async function sendSubscriptionConversion(conversion: SubscriptionConversionRequest): Promise<void> {
  try {
    await apiRequest("POST", "/api/conversions/subscription", conversion);
  } catch (error) {
    // A failed conversion call is only logged; the purchase stands.
    console.warn("Subscription conversion not recorded", error);
  }
}
