import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import {
  adminHoroscopeMonthParamsSchema,
  adminHoroscopeMonthSchema,
  adminHoroscopeMonthsResponseSchema,
  adminHoroscopeSaveSchema,
  type AdminHoroscopeMonth,
  type AdminHoroscopeMonths,
} from "../../../shared/schemas/horoscopes.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import type { Database } from "../../db/schema.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { bodyLimitFor } from "../../http/json-body-limit.ts";
import { requireAdmin } from "../auth/index.ts";
import type { Horoscopes } from "../horoscopes/index.ts";
import type { AuditLog } from "./audit-log.ts";

const tags = ["Verwaltung"];

/**
 * The administrator writes, previews and publishes the monthly horoscopes, and corrects
 * published months. Every change is in the audit log, in the same transaction as the change.
 */
export function adminHoroscopesRoutes(deps: {
  horoscopes: Horoscopes;
  audit: AuditLog;
  db: Kysely<Database>;
}): FastifyPluginAsyncZod {
  const { horoscopes, audit, db } = deps;
  return async (app) => {
    // Before body validation, so a guest learns nothing but 401 and a user nothing but 403.
    app.addHook("onRequest", async (request) => {
      requireAdmin(request);
    });

    app.get(
      "/api/admin/horoscopes",
      {
        schema: {
          summary: "Horoskop-Monate auflisten",
          description: "Alle angelegten Monate mit Veröffentlichungsstand. Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          response: { 200: adminHoroscopeMonthsResponseSchema, ...messageResponses(401, 403) },
        },
      },
      async (): Promise<AdminHoroscopeMonths> => horoscopes.months(),
    );

    app.get(
      "/api/admin/horoscopes/:month",
      {
        schema: {
          summary: "Horoskope eines Monats bearbeiten",
          description:
            "Die Texte eines Monats für alle zwölf Sternzeichen (leer, wenn noch nichts gespeichert ist). " +
            "Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          params: adminHoroscopeMonthParamsSchema,
          response: { 200: adminHoroscopeMonthSchema, ...messageResponses(400, 401, 403) },
        },
      },
      async (request): Promise<AdminHoroscopeMonth> => horoscopes.month(request.params.month),
    );

    app.put(
      "/api/admin/horoscopes/:month",
      {
        // Twelve signs of four parts of up to 4.000 characters are far more than the default
        // limit; only the administrator gets this far (the hook above runs before the body is read).
        bodyLimit: bodyLimitFor(adminHoroscopeSaveSchema),
        config: { idempotent: true },
        schema: {
          summary: "Horoskope eines Monats speichern",
          description:
            "Speichert die Texte aller zwölf Sternzeichen als Entwurf oder, bei einem veröffentlichten Monat, als " +
            "Korrektur, die Mitglieder sofort sehen. Jede Änderung steht im Protokoll. Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          params: adminHoroscopeMonthParamsSchema,
          body: adminHoroscopeSaveSchema,
          response: { 200: adminHoroscopeMonthSchema, ...messageResponses(400, 401, 403) },
        },
      },
      async (request): Promise<AdminHoroscopeMonth> => {
        const actorUserId = requireAdmin(request);
        const { month } = request.params;
        await db.transaction().execute(async (trx) => {
          const changes = await horoscopes.save(trx, month, request.body.signs);
          if (Object.keys(changes.after).length === 0) return;
          await audit.record(trx, {
            actorUserId,
            action: changes.published ? "correct_horoscopes" : "save_horoscopes",
            targetUserId: null,
            before: { month, texts: changes.before },
            after: { month, texts: changes.after },
            ip: request.ip,
          });
        });
        return horoscopes.month(month);
      },
    );

    app.post(
      "/api/admin/horoscopes/:month/publish",
      {
        schema: {
          summary: "Horoskope eines Monats veröffentlichen",
          description:
            "Veröffentlicht einen vollständig geschriebenen Monat; Mitglieder lesen ihn ab dem Monatsersten. " +
            "Eine Wiederholung ändert nichts. Unvollständige Monate 400, nie gespeicherte 404. Gäste 401, andere " +
            "Konten 403.",
          tags,
          security: sessionSecurity,
          params: adminHoroscopeMonthParamsSchema,
          response: { 200: adminHoroscopeMonthSchema, ...messageResponses(400, 401, 403, 404) },
        },
      },
      async (request): Promise<AdminHoroscopeMonth> => {
        const actorUserId = requireAdmin(request);
        const { month } = request.params;
        await db.transaction().execute(async (trx) => {
          if (!(await horoscopes.publish(trx, month))) return;
          await audit.record(trx, {
            actorUserId,
            action: "publish_horoscopes",
            targetUserId: null,
            before: { month, published: false },
            after: { month, published: true },
            ip: request.ip,
          });
        });
        request.log.info({ month }, "horoscope month published");
        return horoscopes.month(month);
      },
    );
  };
}
