import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// Deleting an account (docs/decisions/0037). The account row stays as an anonymous stub while
// records the law makes us keep still name it; those records carry the date after which they
// are deleted (retain_until), and a set retain_until also means "restricted": nothing shows them
// any more but the receipts' ledger.
const keptTables = [
  "payments",
  "receipts",
  "credit_entries",
  "credit_orders",
  "calls",
  "credit_calls",
  "contract_declarations",
  "order_confirmations",
  "contact_messages",
] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("users").addColumn("deletion_requested_at", "text").execute();
  await db.schema.alterTable("users").addColumn("deleted_at", "text").execute();
  await db.schema.alterTable("users").addColumn("retain_until", "text").execute();
  for (const table of keptTables) {
    await db.schema.alterTable(table).addColumn("retain_until", "text").execute();
    await db.schema.createIndex(`${table}_retain_until`).on(table).column("retain_until").execute();
  }
  await db.schema
    .createTable("account_deletions")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("requested_at", "text", (c) => c.notNull())
    .addColumn("due_at", "text", (c) => c.notNull())
    // payout | forfeit: what becomes of the remaining Cosmos Credits
    .addColumn("credits_choice", "text", (c) => c.notNull())
    .addColumn("credits", "integer", (c) => c.notNull())
    .addColumn("claimed_at", "text")
    .addColumn("erased_at", "text")
    .execute();
  await db.schema
    .createIndex("account_deletions_due")
    .on("account_deletions")
    .columns(["erased_at", "due_at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("account_deletions").execute();
  for (const table of keptTables) {
    await db.schema.dropIndex(`${table}_retain_until`).execute();
    await db.schema.alterTable(table).dropColumn("retain_until").execute();
  }
  await db.schema.alterTable("users").dropColumn("retain_until").execute();
  await db.schema.alterTable("users").dropColumn("deleted_at").execute();
  await db.schema.alterTable("users").dropColumn("deletion_requested_at").execute();
}
