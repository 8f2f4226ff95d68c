import { sql, type Kysely } from "kysely";
import type { FastifyPluginAsync } from "fastify";
import type { HealthResponse } from "../../../shared/schemas/site.ts";
import type { DatabaseKind } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError, messages } from "../../http/http-error.ts";

/** Liveness and readiness in one: 200 only when the database answers. */
export function healthRoutes(db: Kysely<Database>, kind: DatabaseKind): FastifyPluginAsync {
  return async (app) => {
    app.get("/api/health", async (request, reply): Promise<HealthResponse> => {
      reply.header("Cache-Control", "no-store");
      try {
        await sql`select 1`.execute(db);
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        throw new HttpError(503, messages.unavailable);
      }
      return { status: "ok", database: kind };
    });
  };
}
