import { createHmac } from "node:crypto";
import { safeEqual } from "../../lib/safe-equal.ts";

export { safeEqual };

/** How far a signature's time may lie from ours, in either direction (docs/telephony.md). */
export const signatureToleranceSeconds = 300;

const hmacHex = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as the carrier sends it in
 * X-Signature: the time is signed with the body, so a captured request stops working after
 * signatureToleranceSeconds.
 */
export function signBody(rawBody: string, secret: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${rawBody}`)}`;
}

/** The form without time, `sha256=<hex HMAC-SHA256 of the raw body>`, accepted only during the transition. */
export function legacyBodySignature(rawBody: string, secret: string): string {
  return `sha256=${hmacHex(secret, rawBody)}`;
}

export type SignatureCheck =
  | { outcome: "invalid" }
  /** Signed by the secret, but its time lies outside the tolerance. */
  | { outcome: "stale" }
  /** replayKey: what identifies this signed request while it is fresh; null for the legacy form. */
  | { outcome: "valid"; replayKey: string | null };

/** The header's `key=value` pairs; a key may repeat (several v1 while the secret changes). */
function partsOf(header: string): { t: string[]; v1: string[] } {
  const parts = { t: [] as string[], v1: [] as string[] };
  for (const item of header.split(",")) {
    const at = item.indexOf("=");
    const key = item.slice(0, at).trim();
    if (key === "t" || key === "v1") parts[key].push(item.slice(at + 1).trim());
  }
  return parts;
}

/**
 * Checks X-Signature against the raw body. The legacy form counts only while `legacyUntil` lies
 * ahead; otherwise it is invalid like any wrong signature.
 */
export function checkSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  options: { now: Date; legacyUntil: Date | null },
): SignatureCheck {
  if (header === undefined) return { outcome: "invalid" };
  if (header.startsWith("sha256=")) {
    const legacyOpen = options.legacyUntil !== null && options.now < options.legacyUntil;
    return legacyOpen && safeEqual(header, legacyBodySignature(rawBody, secret))
      ? { outcome: "valid", replayKey: null }
      : { outcome: "invalid" };
  }
  const { t, v1 } = partsOf(header);
  const time = t.length === 1 ? t[0] : undefined;
  if (time === undefined || !/^\d{1,12}$/.test(time)) return { outcome: "invalid" };
  const expected = hmacHex(secret, `${time}.${rawBody}`);
  // Every v1 is compared, so the answer's time does not show which one came close.
  let matched = false;
  for (const given of v1) if (safeEqual(given, expected)) matched = true;
  if (!matched) return { outcome: "invalid" };
  const ageSeconds = Math.abs(options.now.getTime() / 1000 - Number(time));
  if (ageSeconds > signatureToleranceSeconds) return { outcome: "stale" };
  return { outcome: "valid", replayKey: expected };
}
