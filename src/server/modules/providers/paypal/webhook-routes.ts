import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { messageResponses } from "../../../../shared/schemas/message.ts";
import { describeOnly, paypalSignatureSecurity } from "../../../http/api-security.ts";
import { HttpError, messages } from "../../../http/http-error.ts";
import { webhookEventSchema } from "./paypal-resources.ts";
import type { WebhookEventHandler } from "./webhook-events.ts";
import type { WebhookVerifier } from "./webhook-verifier.ts";

export const webhookMessages = {
  badSignature: "Ungültige Signatur.",
  badEvent: "Die Benachrichtigung ist unvollständig oder ungültig.",
} as const;

/**
 * POST /api/paypal/webhook. The signature covers the body's exact bytes, so this plugin keeps
 * JSON bodies as raw buffers (its own encapsulated parser; every other route parses as usual).
 * Not origin-checked: PayPal's servers send it, and the signature is the proof.
 */
export function paypalWebhookRoutes(deps: {
  verify: WebhookVerifier;
  handle: WebhookEventHandler;
}): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    app.post(
      "/api/paypal/webhook",
      {
        config: { skipOriginCheck: true, concludesOrders: true },
        // Checked in the handler, after the signature over the raw bytes.
        ...describeOnly,
        schema: {
          summary: "PayPal-Webhook",
          description:
            "PayPal meldet Ereignisse eines Abonnements oder einer Zahlung (Verlängerung, Fehlschlag, Ende). Die " +
            "Signatur wird geprüft, jedes Ereignis nur einmal verarbeitet (über seine ID).",
          tags: ["Zahlungsanbieter"],
          security: paypalSignatureSecurity,
          body: webhookEventSchema,
          response: {
            200: z.object({ outcome: z.string() }).describe("Was das Ereignis bewirkt hat"),
            ...messageResponses(400),
          },
        },
      },
      async (request) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw) || !(await deps.verify(request.headers, raw))) {
          throw new HttpError(400, webhookMessages.badSignature);
        }
        let json: unknown;
        try {
          json = JSON.parse(raw.toString("utf8"));
        } catch {
          throw new HttpError(400, messages.badJson);
        }
        const event = webhookEventSchema.safeParse(json);
        if (!event.success) throw new HttpError(400, webhookMessages.badEvent);
        const outcome = await deps.handle(event.data);
        request.log.info({ eventId: event.data.id, type: event.data.event_type, outcome }, "PayPal webhook");
        return { outcome };
      },
    );
  };
}
