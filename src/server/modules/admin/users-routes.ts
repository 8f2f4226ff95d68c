import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminAuditLogQuerySchema,
  adminAuditLogResponseSchema,
  adminUserDetailSchema,
  adminUserIdParamsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  type AdminAuditLog,
  type AdminUserDetail,
  type AdminUsersResponse,
} from "../../../shared/schemas/admin.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { requireAdmin } from "../auth/index.ts";
import type { AuditLog } from "./audit-log.ts";
import type { AdminUserViews } from "./user-views.ts";

const tags = ["Verwaltung"];

/** What the administrator reads: the accounts, one account in full, and the audit log. Admin only. */
export function adminUsersRoutes(deps: {
  views: AdminUserViews;
  audit: AuditLog;
  /** An account's name now; null when it is gone. */
  nameOf: (userId: number) => Promise<string | null>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Before validation, so a guest learns nothing but 401 and a user nothing but 403.
    app.addHook("onRequest", async (request) => {
      requireAdmin(request);
    });

    app.get(
      "/api/admin/users",
      {
        schema: {
          summary: "Konten suchen und auflisten",
          description:
            "Die Konten, neueste zuerst, seitenweise. q sucht ohne Rücksicht auf Groß- und Kleinschreibung (auch " +
            "Ä, Ö, Ü) in Name und Telefonnummer; eine Nummer darf in jeder üblichen Schreibweise kommen (0151 123, " +
            "+49151123, 151123). total ist bei Suchen genau; ohne Suche ist es bei sehr vielen Konten eine " +
            "Schätzung, bei Suchen unter 3 Zeichen höchstens 1000 (totalExact sagt es). Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          querystring: adminUsersQuerySchema,
          response: { 200: adminUsersResponseSchema, ...messageResponses(400, 401, 403) },
        },
      },
      async (request): Promise<AdminUsersResponse> =>
        deps.views.list(request.query.q, request.query.page, request.query.pageSize),
    );

    app.get(
      "/api/admin/users/:id",
      {
        schema: {
          summary: "Ein Konto im Detail",
          description:
            "Persönliche Daten, alle Mitgliedschaften mit den Zahlungen der Anbieter, Anrufe, Credits mit den " +
            "letzten 10 Buchungen, Vertragserklärungen und die Zahl der aktiven Sitzungen. 404 für ein " +
            "unbekanntes Konto. Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          params: adminUserIdParamsSchema,
          response: { 200: adminUserDetailSchema, ...messageResponses(400, 401, 403, 404) },
        },
      },
      async (request): Promise<AdminUserDetail> => deps.views.detail(request.params.id),
    );

    app.get(
      "/api/admin/audit-log",
      {
        schema: {
          summary: "Protokoll der Verwaltung",
          description:
            "Jede Aktion der Verwaltung (Kündigung, Passwort, Credits, Kreditkartenschalter): wer, was, an welchem " +
            "Konto, vorher und nachher, wann und von welcher Adresse. Neueste zuerst, seitenweise, mit " +
            "Gesamtzahl; wahlweise nur eine Art Aktion (action) oder die Einträge eines Kontos, das handelte " +
            "oder betroffen war (userId). Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          querystring: adminAuditLogQuerySchema,
          response: { 200: adminAuditLogResponseSchema, ...messageResponses(400, 401, 403) },
        },
      },
      async (request): Promise<AdminAuditLog> => {
        const { page, pageSize, action, userId } = request.query;
        return deps.audit.page(page, pageSize, { action, userId }, deps.nameOf);
      },
    );
  };
}
