import { sql, type Kysely } from "kysely";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { healthResponseSchema, type HealthResponse } from "../../../shared/schemas/site.ts";
import type { DatabaseKind } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError, messages } from "../../http/http-error.ts";

/** Liveness and readiness in one: 200 only when the database answers. */
export function healthRoutes(db: Kysely<Database>, kind: DatabaseKind): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      {
        schema: {
          summary: "Betriebszustand",
          description:
            "200, wenn der Dienst und seine Datenbank antworten, sonst 503 (für Lastverteiler und Überwachung).",
          tags: ["Website"],
          response: { 200: healthResponseSchema, ...messageResponses(503) },
        },
      },
      async (request, reply): Promise<HealthResponse> => {
        reply.header("Cache-Control", "no-store");
        try {
          await sql`select 1`.execute(db);
        } catch (err) {
          request.log.error({ err }, "health check: database unreachable");
          throw new HttpError(503, messages.unavailable);
        }
        return { status: "ok", database: kind };
      },
    );
  };
}
