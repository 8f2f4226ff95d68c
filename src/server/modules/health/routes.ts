import type { Kysely } from "kysely";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponses } from "../../../shared/schemas/message.ts";
import {
  healthResponseSchema,
  livenessResponseSchema,
  type HealthResponse,
  type LivenessResponse,
} from "../../../shared/schemas/site.ts";
import type { DatabaseKind } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { databaseUnavailable, HttpError, messages } from "../../http/http-error.ts";
import { checkReadiness } from "./readiness.ts";

/**
 * Liveness and readiness apart (docs/decisions/0024): a process whose database is away is
 * alive (restarting it would not help) but not ready (a load balancer sends its requests
 * elsewhere until the database is back). While the process drains before a stop, readiness
 * fails at once and everything else is still served, so the load balancer takes the process
 * out before it stops listening (docs/decisions/0041).
 */
export function healthRoutes(db: Kysely<Database>, kind: DatabaseKind, draining: () => boolean): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      {
        // HAProxy asks every second: only a failed check is worth a log line.
        config: { requestLog: "failures" },
        schema: {
          summary: "Bereitschaft",
          description:
            "200, wenn der Dienst Anfragen bedienen kann: die Datenbank antwortet auf eine Leseanfrage und nimmt " +
            "einen Schreibvorgang an (eine Probezeile, in derselben Transaktion wieder gelöscht). Sonst 503 mit " +
            "Retry-After, etwa während eines Datenbankneustarts, bei voller Platte oder sobald der Prozess vor dem " +
            "Beenden keine neuen Anfragen mehr zugeteilt bekommen soll (er bedient sie trotzdem weiter). Für Lastverteiler " +
            "(Bereitschaftsprüfung) und Überwachung.",
          tags: ["Website"],
          response: { 200: healthResponseSchema, ...messageResponses(503) },
        },
      },
      async (request, reply): Promise<HealthResponse> => {
        reply.header("Cache-Control", "no-store");
        // A client that retries reaches another process; this one stops within seconds.
        if (draining()) throw new HttpError(503, messages.unavailable, { "Retry-After": "1" });
        const readiness = await checkReadiness(db);
        if (!readiness.ready) {
          request.log.warn({ err: readiness.error, failed: readiness.failed }, "health check: database not ready");
          throw databaseUnavailable();
        }
        return { status: "ok", database: kind };
      },
    );

    app.get(
      "/api/health/live",
      {
        config: { requestLog: "failures" },
        schema: {
          summary: "Lebenszeichen",
          description:
            "200, solange der Prozess läuft und Anfragen annimmt, ohne die Datenbank zu fragen: ist sie weg, " +
            "hilft ein Neustart des Prozesses nicht. Für die Lebendprüfung eines Orchestrators; ob der Dienst " +
            "Anfragen bedienen kann, sagt GET /api/health.",
          tags: ["Website"],
          response: { 200: livenessResponseSchema },
        },
      },
      async (_request, reply): Promise<LivenessResponse> => {
        reply.header("Cache-Control", "no-store");
        return { status: "ok" };
      },
    );
  };
}
