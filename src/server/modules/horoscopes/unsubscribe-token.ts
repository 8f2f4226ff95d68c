import { createHmac, timingSafeEqual } from "node:crypto";

// The unsubscribe link in every horoscope mail works without login: it names the account and
// carries an HMAC over it, so nobody can unsubscribe someone else by changing the number.
// The key is derived from the session secret with its own label, so it signs nothing else.

function keyOf(secret: string): Buffer {
  return createHmac("sha256", secret).update("horoscope-unsubscribe-key").digest();
}

export function unsubscribeToken(secret: string, userId: number): string {
  return createHmac("sha256", keyOf(secret)).update(`horoscope-unsubscribe:${userId}`).digest("base64url");
}

/** True when the token was made with one of the secrets (the first signs, all verify: rotation). */
export function verifyUnsubscribeToken(secrets: readonly string[], userId: number, token: string): boolean {
  const given = Buffer.from(token);
  return secrets.some((secret) => {
    const expected = Buffer.from(unsubscribeToken(secret, userId));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
