import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  accountDeletionPreviewSchema,
  accountDeletionRequestSchema,
  accountDeletionResponseSchema,
} from "../../../shared/schemas/account-deletion.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { requireUser, type CookieJar } from "../auth/index.ts";
import type { AccountDeletionService } from "./service.ts";

const tags = ["Konto"];

/** "Konto löschen" on /profile (docs/decisions/0037). */
export function accountDeletionRoutes(deps: {
  deletion: AccountDeletionService;
  cookies: Pick<CookieJar, "clearSession">;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/account/deletion",
      {
        schema: {
          summary: "Was beim Löschen des Kontos geschieht",
          description:
            "Das Ende der laufenden Mitgliedschaft bei einer Kündigung jetzt (dann wird das Konto gelöscht; ohne " +
            "Mitgliedschaft sofort) und die verbleibenden Cosmos Credits.",
          tags,
          security: sessionSecurity,
          response: { 200: accountDeletionPreviewSchema, ...messageResponses(401) },
        },
      },
      async (request) => deps.deletion.preview(requireUser(request)),
    );

    app.post(
      "/api/account/deletion",
      {
        config: { idempotent: true },
        schema: {
          summary: "Konto löschen",
          description:
            "Löscht das eigene Konto nach Bestätigung mit dem Passwort. Alle Sitzungen enden sofort, eine Anmeldung " +
            "ist danach nicht mehr möglich. Eine laufende Mitgliedschaft wird zum frühestmöglichen Termin gekündigt " +
            "und das Konto dann gelöscht, sonst sofort. credits: payout legt eine Auszahlungsanfrage beim Support " +
            "an, forfeit lässt das Guthaben verfallen. Was Gesetze aufzubewahren verlangen (Zahlungen, Belege, " +
            "Buchungen, Verbindungsdaten: 8 Jahre; Vertragserklärungen, Bestellbestätigungen: 6 Jahre) bleibt " +
            "gesperrt bis zum Löschdatum. Eine Wiederholung antwortet mit derselben Löschung. 400 bei falschem " +
            "Passwort (dann ändert sich nichts), 409 während eines Gesprächs über die Credit-Linie.",
          tags,
          security: sessionSecurity,
          body: accountDeletionRequestSchema,
          response: { 200: accountDeletionResponseSchema, ...messageResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request, reply) => {
        const userId = requireUser(request);
        const result = await deps.deletion.request(userId, request.body.password, request.body.credits, request.ip);
        deps.cookies.clearSession(reply);
        return result;
      },
    );
  };
}
