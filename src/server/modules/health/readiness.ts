import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

// Larger than a SQLite page (4 KiB): the write needs a page of its own, as growing data does,
// so a database that has no room left fails it. A row that fit into a half-empty page would
// succeed on a full disk and say nothing.
const probePayload = "x".repeat(4_200);

export type Readiness = { ready: true } | { ready: false; failed: "read" | "write"; error: unknown };

/**
 * Whether the database can do what the service needs: answer a read, and take a write. The
 * write is a row inserted and deleted in one transaction, so the table stays empty; on
 * PostgreSQL it fails on a read-only server or a full disk, on SQLite on a full disk, a file
 * that became read-only or a write lock held past busy_timeout (docs/decisions/0024).
 */
export async function checkReadiness(db: Kysely<Database>): Promise<Readiness> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    return { ready: false, failed: "read", error };
  }
  try {
    const id = randomUUID();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("health_probes")
        .values({ id, payload: probePayload, probed_at: new Date().toISOString() })
        .execute();
      await trx.deleteFrom("health_probes").where("id", "=", id).execute();
    });
  } catch (error) {
    return { ready: false, failed: "write", error };
  }
  return { ready: true };
}
