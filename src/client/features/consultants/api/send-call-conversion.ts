import { apiRequest } from "../../../lib/api-client.ts";
import { readStorage, storageKeys, type StorageKey } from "../../../lib/storage-keys.ts";

export type CallConversionKind = "premium-call" | "member-call";

interface CallConversionInput {
  consultantId: number;
  consultantName: string;
  userId: number | null;
}

// The id is kept in both storages; the session copy belongs to this visit's ad click.
function readClickId(key: StorageKey): string | null {
  return readStorage(key, "session") || readStorage(key, "local") || null;
}

/**
 * Records a call tap for the ad platforms. Without a click id there is
 * nothing to attribute, and a failure must never disturb the caller on the way to the phone.
 */
export async function sendCallConversion(kind: CallConversionKind, input: CallConversionInput): Promise<void> {
  const gclid = readClickId(storageKeys.gclid);
  const msclkid = readClickId(storageKeys.msclkid);
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
