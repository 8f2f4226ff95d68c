import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  accountDeletionPreviewSchema,
  accountDeletionRequestSchema,
  accountDeletionResponseSchema,
} from "../../../shared/schemas/account-deletion.ts";
import { messageResponseSchema, messageResponses } from "../../../shared/schemas/message.ts";
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
            "Löscht das eigene Konto nach Bestätigung mit dem Passwort. Alle Sitzungen enden sofort. Eine laufende " +
            "Mitgliedschaft wird zum frühestmöglichen Termin gekündigt und das Konto dann gelöscht, sonst sofort; bis " +
            "dahin öffnet die Anmeldung nur Zahlungen, Belege, Monatsauszüge, Ausgabenlimit, Pause und die Rücknahme. credits: payout legt eine Auszahlungsanfrage beim Support " +
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

    app.delete(
      "/api/account/deletion",
      {
        schema: {
          summary: "Löschung des Kontos zurücknehmen",
          description:
            "Nimmt die Löschung zurück, solange das Konto auf das Ende seiner Mitgliedschaft wartet: Das Konto ist " +
            "danach wieder uneingeschränkt nutzbar. Die Kündigung der Mitgliedschaft bleibt bestehen. 409, wenn " +
            "keine Löschung vorgemerkt ist oder das Konto gerade gelöscht wird.",
          tags,
          security: sessionSecurity,
          response: { 200: messageResponseSchema, ...messageResponses(401, 409) },
        },
      },
      async (request) => deps.deletion.withdraw(requireUser(request)),
    );
  };
}
