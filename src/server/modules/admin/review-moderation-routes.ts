import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { rowIdParam } from "../../../shared/schemas/fields.ts";
import { messageResponseSchema, messageResponses, type MessageResponse } from "../../../shared/schemas/message.ts";
import {
  adminReportedReviewsSchema,
  adminReviewReportsQuerySchema,
  moderationDecisionSchema,
  type AdminReportedReviews,
} from "../../../shared/schemas/reviews.ts";
import type { Database } from "../../db/schema.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { requireAdmin } from "../auth/index.ts";
import type { ReviewModeration } from "../reviews/index.ts";
import type { AuditLog } from "./audit-log.ts";

const tags = ["Verwaltung"];

/**
 * The administration's queue of reported reviews and its decisions (Art. 16, 17 DSA). A review is
 * kept or removed only by a decision about an open report, with its ground and reasons; there is
 * no way here to change a review's stars or text or to hide it otherwise. Admin only.
 */
export function adminReviewModerationRoutes(deps: {
  db: Kysely<Database>;
  audit: AuditLog;
  reviews: Pick<ReviewModeration, "queue" | "decideWithin" | "mailDecision">;
}): FastifyPluginAsyncZod {
  const { db, audit, reviews } = deps;
  return async (app) => {
    // Before the parameters are checked, so a guest learns nothing but 401 and a user nothing but 403.
    app.addHook("onRequest", async (request) => {
      requireAdmin(request);
    });

    app.get(
      "/api/admin/review-reports",
      {
        schema: {
          summary: "Gemeldete Bewertungen",
          description:
            "Offen (Standard): jede gemeldete Bewertung mit ihren offenen Meldungen, die am längsten wartende zuerst. " +
            "Entschieden: die Entscheidungen mit ihren Meldungen, neueste zuerst, 50 je Seite. Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          querystring: adminReviewReportsQuerySchema,
          response: { 200: adminReportedReviewsSchema, ...messageResponses(400, 401, 403) },
        },
      },
      async (request): Promise<AdminReportedReviews> => reviews.queue(request.query.state, request.query.page),
    );

    app.post(
      "/api/admin/reviews/:id/decision",
      {
        schema: {
          summary: "Über eine gemeldete Bewertung entscheiden",
          description:
            "Behält oder entfernt die Bewertung mit Begründung (bei Entfernung mit einem der Gründe). Alle offenen " +
            "Meldungen der Bewertung erhalten die Entscheidung; eine entfernte Bewertung zählt sofort nicht mehr. " +
            "Meldende mit Adresse und die Verfasserin oder der Verfasser erhalten die Entscheidung per E-Mail. " +
            "404 für eine unbekannte Bewertung, 409 ohne offene Meldung. Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          params: z.object({ id: rowIdParam }),
          body: moderationDecisionSchema,
          response: { 200: messageResponseSchema, ...messageResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request): Promise<MessageResponse> => {
        const actorUserId = requireAdmin(request);
        const facts = await db.transaction().execute(async (trx) => {
          const decided = await reviews.decideWithin(trx, {
            reviewId: request.params.id,
            decision: request.body,
            decidedBy: actorUserId,
          });
          await audit.record(trx, {
            actorUserId,
            action: "decide_review_report",
            targetUserId: decided.reviewerUserId,
            before: { reviewId: decided.reviewId, openReports: decided.reportIds },
            after: {
              decisionId: decided.decisionId,
              decision: decided.decision,
              ground: decided.ground,
              reason: request.body.reason.trim(),
            },
            ip: request.ip,
          });
          return decided;
        });
        await reviews.mailDecision(facts.decisionId);
        return {
          message:
            facts.decision === "remove"
              ? "Die Bewertung wurde entfernt. Meldende und Verfasser werden per E-Mail informiert."
              : "Die Bewertung bleibt veröffentlicht. Meldende und Verfasser werden per E-Mail informiert.",
        };
      },
    );
  };
}
