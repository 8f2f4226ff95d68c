import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The carrier's signed status pushes seen while their signature is fresh (docs/telephony.md):
// the same signed request a second time is refused. Only adds: a running release ignores it.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("telephony_seen_signatures")
    .addColumn("signature", "text", (c) => c.primaryKey())
    // When the signature's time is out of tolerance anyway and the row may go.
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("telephony_seen_signatures_expiry")
    .on("telephony_seen_signatures")
    .column("expires_at")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("telephony_seen_signatures").execute();
}
