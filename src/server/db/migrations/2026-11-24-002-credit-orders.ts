import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

export async function up(db: AnyDb): Promise<void> {
  // One row per PayPal order for a credit package, written before the buyer is sent to PayPal.
  // The package is copied in (name, credits, bonus, price), so a later change of the package
  // never changes what this order credits or refunds. capture_requested_at is set before the
  // capture call: a process that dies after PayPal captured leaves a row the next return or
  // the webhook completes. Crediting and status 'captured' are written in one transaction.
  await db.schema
    .createTable("credit_orders")
    .addColumn("order_id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("package_id", "text", (c) => c.notNull())
    .addColumn("package_name", "text", (c) => c.notNull())
    .addColumn("credits", "integer", (c) => c.notNull())
    .addColumn("bonus_credits", "integer", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("request_id", "text", (c) => c.notNull())
    .addColumn("capture_id", "text", (c) => c.unique())
    .addColumn("capture_requested_at", "text")
    .addColumn("captured_at", "text")
    .addColumn("refunded_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("credits_reclaimed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("credits_unreclaimed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint(
      "credit_orders_status",
      sql`status in ('created', 'captured', 'partially_refunded', 'refunded')`,
    )
    .execute();
  await db.schema.createIndex("credit_orders_user_id").on("credit_orders").column("user_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("credit_orders").execute();
}
