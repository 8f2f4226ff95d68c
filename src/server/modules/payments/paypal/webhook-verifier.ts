import type { FastifyBaseLogger } from "fastify";
import type { CertificateStore } from "./certificate-store.ts";
import { transmissionHeadersOf, verifyWebhookSignature, webhookSignedMessage } from "./webhook-signature.ts";

export type WebhookVerifier = (headers: Record<string, string | string[] | undefined>, rawBody: Buffer) => Promise<boolean>;

/** True only for a delivery signed by PayPal for our webhook id, over exactly these bytes. */
export function createWebhookVerifier(deps: {
  webhookId: string;
  certificates: CertificateStore;
  log: FastifyBaseLogger;
}): WebhookVerifier {
  return async (headers, rawBody) => {
    const transmission = transmissionHeadersOf(headers);
    if (!transmission || transmission.authAlgo.toUpperCase() !== "SHA256WITHRSA") return false;
    if (!deps.certificates.isTrusted(transmission.certUrl)) {
      deps.log.warn({ certUrl: transmission.certUrl }, "PayPal webhook with an untrusted certificate URL");
      return false;
    }
    try {
      const key = await deps.certificates.publicKey(transmission.certUrl);
      const message = webhookSignedMessage(transmission.transmissionId, transmission.transmissionTime, deps.webhookId, rawBody);
      return verifyWebhookSignature(message, transmission.signature, key);
    } catch (error) {
      deps.log.warn({ err: error, certUrl: transmission.certUrl }, "PayPal webhook certificate could not be loaded");
      return false;
    }
  };
}
