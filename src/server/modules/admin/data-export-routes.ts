import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { adminUserIdParamsSchema } from "../../../shared/schemas/admin.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import type { Database } from "../../db/schema.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { requireAdmin } from "../auth/index.ts";
import { exportFilename, type DataExport } from "../data-export/index.ts";
import type { Users } from "../users/index.ts";
import type { AuditLog } from "./audit-log.ts";

/**
 * The administrator's export of an account's data, for a request that arrived by post: the
 * same ZIP the owner downloads, made at once and written in the audit log (docs/decisions/0035).
 */
export function adminDataExportRoutes(deps: {
  db: Kysely<Database>;
  audit: AuditLog;
  brandName: string;
  dataExport: Pick<DataExport, "archiveOf">;
  users: Pick<Users, "assertActionable">;
  clock: { now(): Date };
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the parameters are checked, so a guest learns nothing but 401 and a user nothing but 403.
    app.addHook("onRequest", async (request) => {
      requireAdmin(request);
    });

    app.post(
      "/api/admin/users/:id/data-export",
      {
        schema: {
          summary: "Daten eines Kontos exportieren",
          description:
            "Erstellt sofort dieselbe ZIP-Datei, die das Konto unter „Meine Daten herunterladen“ erhält (für " +
            "Auskunftsersuchen per Post), und schreibt den Export ins Protokoll. 404 für ein unbekanntes Konto, 409 für " +
            "ein gelöschtes oder zur Löschung vorgemerktes: was von ihm aufbewahrt wird, ist gesperrt.",
          tags: ["Verwaltung"],
          security: sessionSecurity,
          params: adminUserIdParamsSchema,
          response: {
            200: {
              description: "Die ZIP-Datei (Content-Disposition: attachment)",
              content: { "application/zip": { schema: z.instanceof(Buffer) } },
            },
            ...messageResponses(401, 403, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const actorUserId = requireAdmin(request);
        const userId = request.params.id;
        // What is kept of a deleted account is restricted (docs/decisions/0037): no export shows it.
        await deps.users.assertActionable(userId);
        const content = await deps.dataExport.archiveOf(userId);
        await deps.audit.record(deps.db, {
          actorUserId,
          action: "export_user_data",
          targetUserId: userId,
          before: null,
          after: { sizeBytes: content.byteLength },
          ip: request.ip,
        });
        return reply
          .header("Cache-Control", "private, no-store")
          .type("application/zip")
          .header("Content-Disposition", `attachment; filename="${exportFilename(deps.brandName, deps.clock.now())}"`)
          .send(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
      },
    );
  };
}
