import { crc32 } from "node:zlib";

// What the portal and the PayPal emulator (src/sandbox/paypal) must agree on, as PayPal
// documents it. Both import this file; tests/unit/paypal-webhook-signature.test.ts pins it.

/** The headers of a signed webhook delivery. */
export const transmissionHeaders = {
  id: "paypal-transmission-id",
  time: "paypal-transmission-time",
  signature: "paypal-transmission-sig",
  certUrl: "paypal-cert-url",
  authAlgo: "paypal-auth-algo",
} as const;

/** The only signature algorithm PayPal uses for webhooks. */
export const webhookAuthAlgo = "SHA256withRSA";

/** Where PayPal serves its signing certificates, below the API host. */
export const certPath = "/v1/notifications/certs/";

/**
 * The exact text PayPal signs (RSA-SHA256): "<transmission id>|<transmission time>|<webhook
 * id>|<crc32 of the raw body, unsigned decimal>". The body must be the bytes as received.
 */
export function webhookSignedMessage(
  transmissionId: string,
  transmissionTime: string,
  webhookId: string,
  rawBody: Buffer,
): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(rawBody) >>> 0}`;
}
