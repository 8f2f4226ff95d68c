import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// One row per order (membership or credit package): created with the buyer's consent in the
// order step, concluded in the transaction that activates the membership or credits the
// package, and mailed once as the contract confirmation of § 312f Abs. 2 BGB. The unique
// order key makes a repeated provider event, the buyer's return and a second process land on
// the same row; a process claims it (claimed_at) before sending and records sent_at after
// (docs/decisions/0022).
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable("order_confirmations")
    .addColumn("id", "integer", serial)
    .addColumn("order_key", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("consent_version", "text")
    .addColumn("consented_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("concluded_at", "text")
    .addColumn("contract", "text")
    .addColumn("claimed_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("order_confirmations_order_key", ["order_key"])
    .addUniqueConstraint("order_confirmations_reference", ["reference"])
    .execute();
  await db.schema
    .createIndex("order_confirmations_open")
    .on("order_confirmations")
    .columns(["sent_at", "concluded_at"])
    .execute();
  await db.schema.createIndex("order_confirmations_user").on("order_confirmations").column("user_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("order_confirmations").execute();
}
