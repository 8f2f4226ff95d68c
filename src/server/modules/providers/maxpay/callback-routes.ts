import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { messageResponses } from "../../../../shared/schemas/message.ts";
import { describeOnly, maxpaySignatureSecurity } from "../../../http/api-security.ts";
import { HttpError, messages } from "../../../http/http-error.ts";
import type { CallbackHandler } from "./callback-handler.ts";
import { callbackSchema, formToCallbackInput } from "./callback-payload.ts";
import { callbackSignature, signaturesMatch } from "../../../../protocols/maxpay.ts";

export const callbackMessages = {
  badSignature: "Ungültige Signatur.",
  badCallback: "Die Benachrichtigung ist unvollständig oder ungültig.",
} as const;

function parse(raw: Buffer, contentType: string | undefined): unknown {
  const body = raw.toString("utf8");
  if (contentType?.includes("application/x-www-form-urlencoded")) return formToCallbackInput(new URLSearchParams(body));
  try {
    return JSON.parse(body);
  } catch {
    throw new HttpError(400, messages.badJson);
  }
}

/**
 * POST /api/maxpay/callback. X-Signature covers the body's exact bytes, so this encapsulated
 * plugin keeps bodies as raw buffers (JSON as Maxpay sends it, and form-encoded). Not
 * origin-checked: Maxpay's servers send it, and the signature is the proof. Maxpay expects
 * a plain 200 "OK"; anything else makes it deliver again.
 */
export function maxpayCallbackRoutes(deps: { privateKey: string; handle: CallbackHandler }): FastifyPluginAsync {
  return async (app) => {
    const keepRaw = (_request: unknown, body: Buffer, done: (err: null, body: Buffer) => void) => done(null, body);
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, keepRaw);
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "buffer" }, keepRaw);

    app.post(
      "/api/maxpay/callback",
      {
        config: { skipOriginCheck: true, concludesOrders: true },
        // Checked in the handler, after the signature over the raw bytes.
        ...describeOnly,
        schema: {
          summary: "Maxpay-Benachrichtigung",
          description:
            "Maxpay meldet das Ergebnis einer Kartenzahlung oder Verlängerung, als JSON oder formularkodiert. Erst " +
            "diese signierte Benachrichtigung gibt den Zugang. Maxpay erwartet ein schlichtes „OK“, sonst stellt " +
            "es erneut zu.",
          tags: ["Zahlungsanbieter"],
          security: maxpaySignatureSecurity,
          body: callbackSchema,
          response: {
            200: { description: "Angenommen", content: { "text/plain": { schema: z.literal("OK") } } },
            ...messageResponses(400),
          },
        },
      },
      async (request, reply) => {
        const raw = request.body;
        const header = request.headers["x-signature"];
        const received = Array.isArray(header) ? header[0] : header;
        if (!Buffer.isBuffer(raw) || !signaturesMatch(callbackSignature(raw, deps.privateKey), received)) {
          request.log.warn("Maxpay callback with a wrong signature refused");
          throw new HttpError(400, callbackMessages.badSignature);
        }
        const callback = callbackSchema.safeParse(parse(raw, request.headers["content-type"]));
        if (!callback.success) throw new HttpError(400, callbackMessages.badCallback);
        const outcome = await deps.handle(callback.data);
        request.log.info(
          {
            transactionId: callback.data.transactionId,
            status: callback.data.status,
            code: callback.data.code,
            outcome,
          },
          "Maxpay callback",
        );
        return reply.type("text/plain; charset=utf-8").send("OK");
      },
    );
  };
}
