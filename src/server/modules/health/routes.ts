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
import { databaseUnavailable } from "../../http/http-error.ts";
import { checkReadiness } from "./readiness.ts";

/**
 * Liveness and readiness apart (docs/decisions/0024): a process whose database is away is
 * alive (restarting it would not help) but not ready (a load balancer sends its requests
 * elsewhere until the database is back).
 */
export function healthRoutes(db: Kysely<Database>, kind: DatabaseKind): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      {
        schema: {
          summary: "Bereitschaft",
          description:
            "200, wenn der Dienst Anfragen bedienen kann: die Datenbank antwortet auf eine Leseanfrage und nimmt " +
            "einen Schreibvorgang an (eine Probezeile, in derselben Transaktion wieder gelöscht). Sonst 503 mit " +
            "Retry-After, etwa während eines Datenbankneustarts oder bei voller Platte. Für Lastverteiler " +
            "(Bereitschaftsprüfung) und Überwachung.",
          tags: ["Website"],
          response: { 200: healthResponseSchema, ...messageResponses(503) },
        },
      },
      async (request, reply): Promise<HealthResponse> => {
        reply.header("Cache-Control", "no-store");
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
