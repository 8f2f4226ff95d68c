import { PostgresAdapter, type Kysely } from "kysely";
import type { Database } from "./schema.ts";

/**
 * The query with `FOR UPDATE` on PostgreSQL, so the rows it reads stay locked until the
 * transaction ends and one transaction at a time decides about them. On SQLite the query as it
 * is: the portal writes there under BEGIN IMMEDIATE, which locks the whole file already.
 */
export function lockedRows<Q extends { forUpdate(): Q }>(executor: Kysely<Database>, query: Q): Q {
  return executor.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
}
