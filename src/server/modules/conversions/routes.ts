import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { rowIdParam } from "../../../shared/schemas/fields.ts";
import { HttpError } from "../../http/http-error.ts";
import { registrationConversionSchema } from "../../../shared/schemas/auth.ts";
import { conversionResultSchema } from "../../../shared/schemas/conversions.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { subscriptionConversionSchema } from "../../../shared/schemas/payments.ts";
import type { RegistrationFlow } from "../auth/index.ts";
import type { Consultants } from "../consultants/index.ts";
import type { ConversionsRepo } from "./repo.ts";

const callConversionSchema = z.object({
  gclid: z.string().trim().max(500).nullish(),
  msclkid: z.string().trim().max(500).nullish(),
  consultantId: rowIdParam,
  consultantName: z.string().max(200).optional(),
  userId: rowIdParam.nullish(),
});

export const conversionMessages = {
  unknownConsultant: "Dieser Berater wurde nicht gefunden.",
} as const;

interface Deps {
  conversions: ConversionsRepo;
  consultants: Pick<Consultants, "findById">;
  registrationFlow: RegistrationFlow;
}

// Every conversion route counts against one generous per-address limit (rate-limit.ts).
const limited = { rateLimit: "conversionPerIp" } as const;
const tags = ["Conversions"];
const conversionAnswers = { 200: conversionResultSchema, 201: conversionResultSchema };

export function conversionsRoutes({ conversions, consultants, registrationFlow }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * Stored for a later upload to the ad platform, only with a click id, and only for the
     * account this browser just created: nobody can attribute sign-ups to someone else.
     */
    app.post(
      "/api/conversions/registration",
      {
        schema: {
          summary: "Conversion: Registrierung",
          description:
            "Merkt eine Registrierung nach einem Anzeigenklick vor, nur mit Klick-ID und nur für das Konto, das " +
            "dieser Browser gerade angelegt hat (201 gespeichert, 200 nicht).",
          tags,
          body: registrationConversionSchema,
          response: { ...conversionAnswers, ...messageResponses(400, 429) },
        },
        config: limited,
      },
      async (request, reply) => {
        const { gclid, userId } = request.body;
        const stored = Boolean(gclid) && (await registrationFlow.userId(request)) === userId;
        if (stored) {
          await conversions.insert({
            kind: "registration",
            userId,
            gclid: gclid ?? null,
            msclkid: null,
            payload: { value: 0, currency: "EUR" },
          });
        }
        return reply.code(stored ? 201 : 200).send({ stored });
      },
    );

    // A Premium purchase from an ad click, for the account that is logged in or was just created here.
    app.post(
      "/api/conversions/subscription",
      {
        schema: {
          summary: "Conversion: Premium-Abschluss",
          description:
            "Merkt einen Premium-Abschluss nach einem Anzeigenklick vor, für das angemeldete oder gerade angelegte " +
            "Konto (201 gespeichert, 200 nicht).",
          tags,
          body: subscriptionConversionSchema,
          response: { ...conversionAnswers, ...messageResponses(400, 429) },
        },
        config: limited,
      },
      async (request, reply) => {
        const { gclid, userId, subscriptionId, conversionValue, currencyCode } = request.body;
        const ownAccount = request.userId === userId || (await registrationFlow.userId(request)) === userId;
        const stored = Boolean(gclid) && ownAccount;
        if (stored) {
          await conversions.insert({
            kind: "subscription",
            userId,
            gclid: gclid ?? null,
            msclkid: null,
            payload: {
              subscriptionId: subscriptionId ?? null,
              value: conversionValue ?? 4.99,
              currency: currencyCode ?? "EUR",
            },
          });
        }
        return reply.code(stored ? 201 : 200).send({ stored });
      },
    );

    // A tap on a call button, stored only when the visit came from an ad click. The user is
    // the session's, never the one the body names.
    for (const kind of ["premium-call", "member-call"] as const) {
      app.post(
        `/api/conversions/${kind}`,
        {
          schema: {
            summary:
              kind === "premium-call" ? "Conversion: Anruf ohne Mitgliedschaft" : "Conversion: Anruf Mitgliederlinie",
            description:
              "Merkt einen Tipp auf die Anruf-Schaltfläche vor, nur wenn der Besuch von einem Anzeigenklick kam; " +
              "das Konto ist das der Sitzung, nie das im Rumpf genannte (201 gespeichert, 200 nicht).",
            tags,
            body: callConversionSchema,
            response: { ...conversionAnswers, ...messageResponses(400, 404, 429) },
          },
          config: limited,
        },
        async (request, reply) => {
          const { gclid, msclkid, consultantId, consultantName } = request.body;
          if (!(await consultants.findById(consultantId)))
            throw new HttpError(404, conversionMessages.unknownConsultant);
          const stored = Boolean(gclid || msclkid);
          if (stored) {
            await conversions.insert({
              kind,
              userId: request.userId,
              gclid: gclid || null,
              msclkid: msclkid || null,
              payload: { consultantId, consultantName: consultantName ?? null },
            });
          }
          return reply.code(stored ? 201 : 200).send({ stored });
        },
      );
    }
  };
}
