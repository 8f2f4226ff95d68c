import type { Kysely } from "kysely";
import type { DatabaseKind } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { healthRoutes } from "./routes.ts";

/**
 * Liveness and readiness (docs/decisions/0024); `draining` says whether the process is in the
 * drain before a stop, when readiness fails (docs/decisions/0041).
 */
export function createHealthModule(deps: { db: Kysely<Database>; kind: DatabaseKind; draining: () => boolean }) {
  return { plugin: modulePlugin(async (app) => app.register(healthRoutes(deps.db, deps.kind, deps.draining))) };
}
