import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// "Meine Daten herunterladen" (docs/decisions/0035): one row per request. open_user_id holds the
// user's id while the request is prepared or offered and is cleared when the file is deleted;
// its unique constraint makes every request that arrives meanwhile land on the same row, on
// either database and from any number of processes. The ZIP itself lives in the row.
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable("data_exports")
    .addColumn("id", "integer", serial)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("open_user_id", "integer")
    .addColumn("requested_at", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("ready_at", "text")
    .addColumn("expires_at", "text")
    .addColumn("content", pg ? "bytea" : "blob")
    .addColumn("size_bytes", "integer")
    .addColumn("mail_claimed_at", "text")
    .addColumn("mailed_at", "text")
    .addColumn("download_token_hash", "text")
    .addColumn("download_token_expires_at", "text")
    .addColumn("deleted_at", "text")
    .addUniqueConstraint("data_exports_open_user", ["open_user_id"])
    .execute();
  await db.schema.createIndex("data_exports_user").on("data_exports").column("user_id").execute();
  await db.schema.createIndex("data_exports_due").on("data_exports").columns(["ready_at", "deleted_at"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("data_exports").execute();
}
