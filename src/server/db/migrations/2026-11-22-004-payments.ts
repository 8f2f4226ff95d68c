import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  // The terms are fixed when the subscription starts, so a later price change never
  // rewrites what a member agreed to. provider_cancel_claimed_at lets exactly one server
  // process cancel the provider subscription when the access ends.
  await db.schema.alterTable("subscriptions").addColumn("trial_ends_at", "text").execute();
  await db.schema.alterTable("subscriptions").addColumn("minimum_term_ends_at", "text").execute();
  await db.schema.alterTable("subscriptions").addColumn("provider_status", "text").execute();
  await db.schema.alterTable("subscriptions").addColumn("provider_cancel_due_at", "text").execute();
  await db.schema.alterTable("subscriptions").addColumn("provider_cancel_claimed_at", "text").execute();
  await db.schema.alterTable("subscriptions").addColumn("provider_cancelled_at", "text").execute();

  // Every provider notification handled, keyed by the provider's own event id. Inserted in
  // the same transaction as the event's effect: a redelivery hits the key and does nothing.
  await db.schema
    .createTable("payment_events")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("payment_events_pk", ["provider", "event_id"])
    .execute();

  // Money received, one row per provider payment (sale, capture, card transaction).
  await db.schema
    .createTable("payments")
    .addColumn("id", "integer", serial)
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_payment_id", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("subscription_id", "integer", (c) => c.references("subscriptions.id").onDelete("set null"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("paid_at", "text", (c) => c.notNull())
    .addUniqueConstraint("payments_provider_payment", ["provider", "provider_payment_id"])
    .execute();

  // Small operator settings (card provider on/off) and provider bootstrap ids (PayPal
  // product and plan), shared by every server process.
  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // Card payments started on the hosted payment page; access is granted only when the
  // signed callback for the order arrives.
  await db.schema
    .createTable("card_orders")
    .addColumn("order_reference", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("transaction_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // Cancellations (§ 312k BGB) and withdrawals (§ 356a BGB) as the consumer declared them,
  // kept as evidence together with what the portal did about them.
  await db.schema
    .createTable("contract_declarations")
    .addColumn("id", "integer", serial)
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("contract", "text", (c) => c.notNull())
    .addColumn("termination_type", "text")
    .addColumn("reason", "text")
    .addColumn("requested_end", "text")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("subscription_id", "integer", (c) => c.references("subscriptions.id").onDelete("set null"))
    .addColumn("effective_end", "text")
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("mailed_at", "text")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("contract_declarations").execute();
  await db.schema.dropTable("card_orders").execute();
  await db.schema.dropTable("settings").execute();
  await db.schema.dropTable("payments").execute();
  await db.schema.dropTable("payment_events").execute();
  for (const column of [
    "provider_cancelled_at",
    "provider_cancel_claimed_at",
    "provider_cancel_due_at",
    "provider_status",
    "minimum_term_ends_at",
    "trial_ends_at",
  ]) {
    await db.schema.alterTable("subscriptions").dropColumn(column).execute();
  }
}
