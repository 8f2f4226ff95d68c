import { apiRequest } from "../../../lib/api-client.ts";
import { readClickId } from "../../../lib/click-ids.ts";

export type CallConversionKind = "premium-call" | "member-call";

interface CallConversionInput {
  consultantId: number;
  consultantName: string;
  userId: number | null;
}

/**
 * Records a call tap for the ad platforms. Without a click id there is
 * nothing to attribute, and a failure must never disturb the caller on the way to the phone.
 */
export async function sendCallConversion(kind: CallConversionKind, input: CallConversionInput): Promise<void> {
  const gclid = readClickId("gclid", "any");
  const msclkid = readClickId("msclkid", "any");
  if (!gclid && !msclkid) return;
  try {
    await apiRequest("POST", `/api/conversions/${kind}`, {
      gclid,
      msclkid,
      ...input,
    });
  } catch (error) {
    console.warn(`Conversion ${kind} could not be recorded`, error);
  }
}
