import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { maxRowId } from "../../../shared/schemas/fields.ts";
import { messageResponseSchema, messageResponses } from "../../../shared/schemas/message.ts";
import {
  newReviewSchema,
  ownReviewSchema,
  ownReviewsSchema,
  reviewChangeSchema,
} from "../../../shared/schemas/reviews.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { requireUser } from "../auth/index.ts";
import { reviewWriteMessages, type ReviewsService } from "./service.ts";

const tags = ["Bewertungen"];
// Anything but a row number names no review: 404, like someone else's review (PUT /api/reviews/own too).
const idParams = z.object({ id: z.string().max(40) });
/** Before the body is checked: a path that names no review is a 404 whatever the body says. */
const knownIdFirst = async (request: { params: unknown }) => {
  reviewIdOf((request.params as { id?: unknown }).id);
};

function reviewIdOf(param: unknown): number {
  const id = typeof param === "string" && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0;
  if (id < 1 || id > maxRowId) throw new HttpError(404, reviewWriteMessages.notFound);
  return id;
}

/** The reviewer's own reviews: write, change, delete, list (docs/decisions/0040). */
export function ownReviewRoutes(deps: { service: ReviewsService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { service, rateLimiter } = deps;
  /** Writes per account and hour: enough for anyone rating their own calls, not for a script. */
  const countWrite = (userId: number) => rateLimiter.hit("reviewWritesPerAccount", String(userId));

  return async (app) => {
    app.get(
      "/api/reviews/own",
      {
        schema: {
          summary: "Eigene Bewertungen",
          description:
            "Die Bewertungen des angemeldeten Kontos, neueste zuerst, und die eigenen Anrufe, die es noch " +
            "bewerten kann (Mitgliederlinie oder Credits, ab 3 Minuten, bis 30 Tage nach dem Anruf).",
          tags,
          security: sessionSecurity,
          response: { 200: ownReviewsSchema, ...messageResponses(401) },
        },
      },
      async (request) => service.own(requireUser(request)),
    );

    app.post(
      "/api/reviews",
      {
        schema: {
          summary: "Anruf bewerten",
          description:
            "Bewertet einen eigenen aufgezeichneten Anruf mit 1 bis 5 Sternen und optional einem Text. " +
            "404 für einen fremden oder unbekannten Anruf, 403 wenn der Anruf nicht bewertet werden kann, " +
            "409 wenn er schon bewertet ist.",
          tags,
          security: sessionSecurity,
          body: newReviewSchema,
          response: { 201: ownReviewSchema, ...messageResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const userId = requireUser(request);
        await countWrite(userId);
        const { callId, stars, text } = request.body;
        const review = await service.create(userId, callId, { stars, text });
        return reply.code(201).send(review);
      },
    );

    app.put(
      "/api/reviews/:id",
      {
        schema: {
          summary: "Eigene Bewertung ändern",
          description:
            "Ersetzt Sterne und Text einer eigenen Bewertung, bis 30 Tage nach dem Anruf; nicht, wenn die " +
            "Verwaltung sie entfernt hat.",
          tags,
          security: sessionSecurity,
          params: idParams,
          body: reviewChangeSchema,
          response: { 200: ownReviewSchema, ...messageResponses(400, 401, 403, 404, 429) },
        },
        preValidation: knownIdFirst,
      },
      async (request) => {
        const userId = requireUser(request);
        const id = reviewIdOf(request.params.id);
        await countWrite(userId);
        return service.change(userId, id, request.body);
      },
    );

    app.delete(
      "/api/reviews/:id",
      {
        schema: {
          summary: "Eigene Bewertung löschen",
          description: "Löscht eine eigene Bewertung, jederzeit; die Bewertung des Beraters wird neu berechnet.",
          tags,
          security: sessionSecurity,
          params: idParams,
          response: { 200: messageResponseSchema, ...messageResponses(400, 401, 404, 429) },
        },
        preValidation: knownIdFirst,
      },
      async (request) => {
        const userId = requireUser(request);
        const id = reviewIdOf(request.params.id);
        await countWrite(userId);
        await service.remove(userId, id);
        return { message: "Ihre Bewertung wurde gelöscht." };
      },
    );
  };
}
