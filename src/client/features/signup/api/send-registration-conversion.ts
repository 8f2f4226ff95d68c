import { apiRequest } from "../../../lib/api-client.ts";
import { readClickId } from "../../../lib/click-ids.ts";

interface RegistrationConversion {
  userId: number;
  email: string;
  phone: string;
}

/**
 * Sent only when this visit came with a gclid in its address. The address
 * bar was cleaned on load, so the session copy stands for it; the local copy would also
 * credit clicks from earlier visits. Without marketing consent there is no gclid to send.
 */
export async function sendRegistrationConversion(conversion: RegistrationConversion): Promise<void> {
  const gclid = readClickId("gclid", "visit");
  if (!gclid) return;
  try {
    await apiRequest("POST", "/api/conversions/registration", { gclid, ...conversion });
  } catch (error) {
    // A lost conversion must never stand in the way of the new account.
    console.warn("Registration conversion not recorded", error);
  }
}
