import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The readiness check writes a row here and deletes it in the same transaction, so that it
// answers whether the database can take a write right now (a full disk, a read-only server),
// not only whether it answers a read (docs/decisions/0024). The table stays empty.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("health_probes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("probed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("health_probes").execute();
}
