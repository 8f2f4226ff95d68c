import { createHmac } from "node:crypto";

export { safeEqual } from "../../lib/safe-equal.ts";

/** `sha256=<hex HMAC-SHA256 of the raw body>`, as the carrier sends it in X-Signature. */
export function signBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody).digest("hex")}`;
}
