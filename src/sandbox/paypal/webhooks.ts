import { generateKeyPairSync, randomBytes, randomUUID, sign } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../server/lib/clock.ts";
import { certPath, transmissionHeaders, webhookAuthAlgo, webhookSignedMessage } from "../../protocols/paypal.ts";
import { sandboxIds } from "./ids.ts";

export interface SignedDelivery {
  headers: Record<string, string>;
  body: string;
}

interface Settings {
  publicOrigin: string;
  webhookId: string;
  apiBase: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

const attempts = 3;

/**
 * The sandbox's webhook sender: signs every event with its own RSA key the way PayPal does
 * (SHA256withRSA over "id|time|webhookId|crc32(body)") and POSTs it to the portal's webhook.
 * Node can read X.509 certificates but not make them, so the "certificate" URL serves the
 * bare public key (PEM); the portal's verifier accepts either. Deliveries go out one at a
 * time in order, with two retries on network errors and 5xx; `idle()` waits for all of them.
 */
export function createSandboxWebhooks(settings: Settings) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const certId = `CERT-SANDBOX-${randomBytes(6).toString("hex")}`;
  const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
  const target = `${settings.publicOrigin}/api/paypal/webhook`;
  let queue: Promise<void> = Promise.resolve();

  function signed(body: string): SignedDelivery {
    const transmissionId = randomUUID();
    const transmissionTime = settings.clock.now().toISOString();
    const message = webhookSignedMessage(
      transmissionId,
      transmissionTime,
      settings.webhookId,
      Buffer.from(body, "utf8"),
    );
    return {
      body,
      headers: {
        "content-type": "application/json",
        [transmissionHeaders.id]: transmissionId,
        [transmissionHeaders.time]: transmissionTime,
        [transmissionHeaders.signature]: sign("sha256", Buffer.from(message, "utf8"), privateKey).toString("base64"),
        [transmissionHeaders.certUrl]: `${settings.apiBase}${certPath}${certId}`,
        [transmissionHeaders.authAlgo]: webhookAuthAlgo,
      },
    };
  }

  function envelope(eventType: string, resourceType: string, resource: object, summary: string) {
    const id = sandboxIds.event();
    return {
      id,
      event_version: "1.0",
      create_time: settings.clock.now().toISOString(),
      resource_type: resourceType,
      resource_version: resourceType === "sale" ? "1.0" : "2.0",
      event_type: eventType,
      summary,
      resource,
      links: [
        { href: `${settings.apiBase}/v1/notifications/webhooks-events/${id}`, rel: "self", method: "GET" },
        { href: `${settings.apiBase}/v1/notifications/webhooks-events/${id}/resend`, rel: "resend", method: "POST" },
      ],
    };
  }

  async function deliver(event: ReturnType<typeof envelope>): Promise<void> {
    const delivery = signed(JSON.stringify(event));
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const response = await fetch(target, {
          method: "POST",
          headers: delivery.headers,
          body: delivery.body,
          signal: AbortSignal.timeout(15_000),
        });
        await response.body?.cancel();
        if (response.ok) return;
        settings.log.warn(
          { eventId: event.id, type: event.event_type, status: response.status },
          "sandbox PayPal webhook refused",
        );
        if (response.status < 500) return;
      } catch (error) {
        settings.log.warn(
          { err: error, eventId: event.id, type: event.event_type },
          "sandbox PayPal webhook not delivered",
        );
      }
      if (attempt < attempts) await sleep(150 * attempt);
    }
    settings.log.error({ eventId: event.id, type: event.event_type }, "sandbox PayPal webhook given up");
  }

  // While paused, deliveries wait in the queue (a test tool: "the webhook is late").
  let gate: { opened: Promise<void>; open: () => void } | null = null;

  return {
    certId,
    publicKeyPem,
    signed,
    /** Holds back every delivery queued from now on until resume(). */
    pause(): void {
      if (gate) return;
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { opened, open };
      queue = queue.then(() => opened);
    },
    resume(): void {
      gate?.open();
      gate = null;
    },
    paused: (): boolean => gate !== null,
    /** Queues one event; the promise settles when it has been delivered (or given up). */
    emit(eventType: string, resourceType: string, resource: object, summary: string): Promise<void> {
      const event = envelope(eventType, resourceType, resource, summary);
      const run = queue.then(() => deliver(event));
      queue = run;
      return run;
    },
    idle: (): Promise<void> => queue,
  };
}

export type SandboxWebhooks = ReturnType<typeof createSandboxWebhooks>;
