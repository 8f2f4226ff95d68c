import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// Every action of the administrator, append-only: who, what, on which account, the state
// before and after (JSON text), when and from which address. Never a password.
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable("admin_audit_log")
    .addColumn("id", "integer", serial)
    .addColumn("actor_user_id", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    // No foreign key: the record outlives the account it names.
    .addColumn("target_user_id", "integer")
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("admin_audit_log_target")
    .on("admin_audit_log")
    .columns(["target_user_id", "id"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("admin_audit_log").execute();
}
