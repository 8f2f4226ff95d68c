import { createHmac, timingSafeEqual } from "node:crypto";

/** `sha256=<hex HMAC-SHA256 of the raw body>`, as the carrier sends it in X-Signature. */
export function signBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody).digest("hex")}`;
}

/** Constant-time comparison so the answer time leaks nothing about the expected value. */
export function safeEqual(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
