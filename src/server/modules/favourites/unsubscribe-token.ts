import { createHmac, timingSafeEqual } from "node:crypto";

// The unsubscribe link of an availability mail works without login: it names the alert and its
// consultant and carries an HMAC over both, so nobody ends someone else's alert by changing a
// number. The consultant is in it so that a second click still answers with the name. The key
// is derived from the session secret with its own label, so it signs nothing else.

function keyOf(secret: string): Buffer {
  return createHmac("sha256", secret).update("availability-alert-unsubscribe-key").digest();
}

function macOf(secret: string, alertId: number, consultantId: number): string {
  return createHmac("sha256", keyOf(secret)).update(`alert:${alertId}:${consultantId}`).digest("base64url");
}

/** "<alert>.<consultant>.<HMAC-SHA256, base64url>" */
export function alertUnsubscribeToken(secret: string, alertId: number, consultantId: number): string {
  return `${alertId}.${consultantId}.${macOf(secret, alertId, consultantId)}`;
}

/** The alert and consultant a token names, when one of the secrets made it (the first signs, all verify). */
export function readAlertUnsubscribeToken(
  secrets: readonly string[],
  token: string,
): { alertId: number; consultantId: number } | null {
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const alertId = Number(match[1]);
  const consultantId = Number(match[2]);
  const given = Buffer.from(match[3] ?? "");
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(macOf(secret, alertId, consultantId));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid ? { alertId, consultantId } : null;
}
