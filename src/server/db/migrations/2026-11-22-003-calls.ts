import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  // Call detail records from the carrier. record_id is the carrier's id: the same record sent
  // twice is stored once. The consultant's name is copied so history survives a removal.
  await db.schema
    .createTable("calls")
    .addColumn("id", "integer", serial)
    .addColumn("record_id", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("caller_number", "text", (c) => c.notNull())
    .addColumn("line", "text", (c) => c.notNull())
    .addColumn("extension", "text")
    .addColumn("consultant_id", "integer", (c) => c.references("consultants.id").onDelete("set null"))
    .addColumn("consultant_name", "text")
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("duration_seconds", "integer", (c) => c.notNull())
    .addColumn("cost_cents", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("calls_user_started").on("calls").columns(["user_id", "started_at"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("calls").execute();
}
