import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageResponseSchema, messageResponses, type MessageResponse } from "../../../shared/schemas/message.ts";
import { rowIdParam } from "../../../shared/schemas/fields.ts";
import { reviewReportSchema } from "../../../shared/schemas/reviews.ts";
import { moderationMessages, type Moderation } from "./moderation.ts";

const reviewParams = z.object({ id: rowIdParam });

/** Reporting a review: anyone, signed in or not (Art. 16 DSA). */
export function reviewReportRoutes(moderation: Pick<Moderation, "report">): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/reviews/:id/reports",
      {
        schema: {
          summary: "Bewertung melden",
          description:
            "Meldet eine veröffentlichte Bewertung mit Grund und optionaler Erläuterung; ohne Anmeldung, mit " +
            "Begrenzung je Adresse und Konto. Mit E-Mail-Adresse kommen eine Eingangsbestätigung und später die " +
            "Entscheidung. 404 für eine unbekannte oder entfernte Bewertung, 409 für eine zweite offene Meldung " +
            "derselben Person.",
          tags: ["Bewertungen"],
          params: reviewParams,
          body: reviewReportSchema,
          response: { 201: messageResponseSchema, ...messageResponses(400, 404, 409, 429) },
        },
      },
      async (request, reply): Promise<MessageResponse> => {
        await moderation.report(request.params.id, request.body, request.ip, request.userId);
        void reply.code(201);
        return { message: moderationMessages.reported };
      },
    );
  };
}
