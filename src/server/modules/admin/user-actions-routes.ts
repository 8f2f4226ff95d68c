import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminCancelSubscriptionResponseSchema,
  adminCancelSubscriptionSchema,
  adminCreditAdjustmentResponseSchema,
  adminCreditAdjustmentSchema,
  adminResetPasswordSchema,
  adminUserIdParamsSchema,
  type AdminCancelSubscriptionResponse,
  type AdminCreditAdjustmentResponse,
} from "../../../shared/schemas/admin.ts";
import { messageResponseSchema, messageResponses, type MessageResponse } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { requireAdmin } from "../auth/index.ts";
import type { CreditAdjustment } from "./credit-adjustment.ts";
import { adminActionMessages } from "./messages.ts";
import type { AdminPasswordReset } from "./password-reset.ts";
import type { AdminCancellation } from "./subscription-cancellation.ts";

const tags = ["Verwaltung"];

/** What the administrator does to an account; each action writes an audit row. Admin only. */
export function adminUserActionsRoutes(deps: {
  cancel: AdminCancellation;
  resetPassword: AdminPasswordReset;
  adjustCredits: CreditAdjustment;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Before body validation, so a guest learns nothing but 401 and a user nothing but 403.
    app.addHook("onRequest", async (request) => {
      requireAdmin(request);
    });

    app.post(
      "/api/admin/users/:id/cancel-subscription",
      {
        config: { idempotent: true },
        schema: {
          summary: "Mitgliedschaft eines Kontos kündigen",
          description:
            "Kündigt wie die eigene Kündigung des Mitglieds: gleicher Endtermin (Ende der Abrechnungsperiode, " +
            "frühestens zum Ende der Mindestlaufzeit) und gleiche Bestätigung per E-Mail. immediate: true beendet " +
            "den Zugang sofort (Erstattungsfall; die Erstattung erfolgt von Hand). 404 für ein unbekanntes Konto, " +
            "409 ohne laufende Mitgliedschaft. Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          params: adminUserIdParamsSchema,
          body: adminCancelSubscriptionSchema,
          response: { 200: adminCancelSubscriptionResponseSchema, ...messageResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request): Promise<AdminCancelSubscriptionResponse> =>
        deps.cancel({
          actorUserId: requireAdmin(request),
          userId: request.params.id,
          immediate: request.body.immediate,
          reason: request.body.reason,
          ip: request.ip,
        }),
    );

    app.post(
      "/api/admin/users/:id/reset-password",
      {
        config: { idempotent: true },
        schema: {
          summary: "Passwort eines Kontos neu setzen",
          description:
            "Setzt ein neues Passwort (6 bis 128 Zeichen) und beendet alle Sitzungen des Kontos. Das Protokoll " +
            "vermerkt nur die Aktion, nie das Passwort. 404 für ein unbekanntes Konto. Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          params: adminUserIdParamsSchema,
          body: adminResetPasswordSchema,
          response: { 200: messageResponseSchema, ...messageResponses(400, 401, 403, 404) },
        },
      },
      async (request): Promise<MessageResponse> => {
        await deps.resetPassword({
          actorUserId: requireAdmin(request),
          userId: request.params.id,
          newPassword: request.body.newPassword,
          ip: request.ip,
        });
        return { message: adminActionMessages.passwordReset };
      },
    );

    app.post(
      "/api/admin/users/:id/credits",
      {
        schema: {
          summary: "Credits gutschreiben oder zurückbuchen",
          description:
            "Bucht eine Gutschrift (bonus) oder eine Rückbuchung (refund) über das Credit-Konto. Jede " +
            "operationKey wird genau einmal gebucht; eine Wiederholung antwortet mit der ersten Buchung " +
            "(repeated: true). Eine Rückbuchung über das verfügbare Guthaben hinaus wird mit 409 abgelehnt. 404 " +
            "für ein unbekanntes Konto. Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          params: adminUserIdParamsSchema,
          body: adminCreditAdjustmentSchema,
          response: { 200: adminCreditAdjustmentResponseSchema, ...messageResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request): Promise<AdminCreditAdjustmentResponse> =>
        deps.adjustCredits({
          actorUserId: requireAdmin(request),
          userId: request.params.id,
          ...request.body,
          ip: request.ip,
        }),
    );
  };
}
