import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The monthly summary mail is on for everyone; a row here turns it off (docs/decisions/0030).
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("spending_summary_optouts")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("spending_summary_optouts").execute();
}
