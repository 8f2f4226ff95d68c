import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

// Larger than a SQLite page (4 KiB): the write needs a page of its own, as growing data does,
// so a database that has no room left fails it. A row that fit into a half-empty page would
// succeed on a full disk and say nothing.
const probePayload = "x".repeat(4_200);

/** The smallest read the database can answer. */
export async function probeRead(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** A row inserted and deleted in one transaction, so the table stays empty. */
export async function probeWrite(db: Kysely<Database>): Promise<void> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("health_probes")
      .values({ id, payload: probePayload, probed_at: new Date().toISOString() })
      .execute();
    await trx.deleteFrom("health_probes").where("id", "=", id).execute();
  });
}
