import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../../lib/clock.ts";
import type { CertificateStore } from "./certificate-store.ts";
import { webhookAuthAlgo, webhookSignedMessage } from "../../../../protocols/paypal.ts";
import { transmissionHeadersOf, verifyWebhookSignature } from "./webhook-signature.ts";

export type WebhookVerifier = (
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
) => Promise<boolean>;

// PayPal signs each delivery when it sends it; an older one is a replay.
const maxClockSkewMs = 5 * 60_000;

function isFresh(transmissionTime: string, now: Date): boolean {
  const sentAt = Date.parse(transmissionTime);
  return Number.isFinite(sentAt) && Math.abs(sentAt - now.getTime()) <= maxClockSkewMs;
}

/**
 * True only for a delivery signed by PayPal for our webhook id, over exactly these bytes, sent
 * within five minutes of now on the payment clock. Everything that needs no network is checked
 * before a certificate is fetched, so a forged delivery never makes the portal send a request.
 */
export function createWebhookVerifier(deps: {
  webhookId: string;
  certificates: CertificateStore;
  clock: Clock;
  log: FastifyBaseLogger;
}): WebhookVerifier {
  return async (headers, rawBody) => {
    if (!deps.webhookId) {
      deps.log.error("PayPal webhook refused: PAYPAL_WEBHOOK_ID is not set");
      return false;
    }
    const transmission = transmissionHeadersOf(headers);
    if (!transmission || transmission.authAlgo.toUpperCase() !== webhookAuthAlgo.toUpperCase()) return false;
    if (!isFresh(transmission.transmissionTime, deps.clock.now())) {
      deps.log.warn({ transmissionTime: transmission.transmissionTime }, "PayPal webhook outside the time window");
      return false;
    }
    if (!deps.certificates.isTrusted(transmission.certUrl)) {
      deps.log.warn({ certUrl: transmission.certUrl }, "PayPal webhook with an untrusted certificate URL");
      return false;
    }
    try {
      const key = await deps.certificates.publicKey(transmission.certUrl);
      const message = webhookSignedMessage(
        transmission.transmissionId,
        transmission.transmissionTime,
        deps.webhookId,
        rawBody,
      );
      return verifyWebhookSignature(message, transmission.signature, key);
    } catch (error) {
      deps.log.warn({ err: error, certUrl: transmission.certUrl }, "PayPal webhook certificate could not be loaded");
      return false;
    }
  };
}
