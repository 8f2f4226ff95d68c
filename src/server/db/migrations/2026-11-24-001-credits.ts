import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

const packages = [
  {
    id: "starter",
    name: "Schnupperpaket",
    description: "Zum Kennenlernen: genug für ein erstes persönliches Gespräch.",
    credits: 1000,
    bonus_credits: 0,
    price_cents: 1000,
  },
  {
    id: "basis",
    name: "Basispaket",
    description: "Für regelmäßige Gespräche, mit 100 Bonus-Credits.",
    credits: 2500,
    bonus_credits: 100,
    price_cents: 2500,
  },
  {
    id: "beliebt",
    name: "Beliebtes Paket",
    description: "Unser meistgewähltes Paket, mit 500 Bonus-Credits.",
    credits: 5000,
    bonus_credits: 500,
    price_cents: 5000,
    recommended: 1,
  },
  {
    id: "vorteil",
    name: "Vorteilspaket",
    description: "Für ausführliche Beratungen, mit 1.500 Bonus-Credits.",
    credits: 10000,
    bonus_credits: 1500,
    price_cents: 10000,
  },
  {
    id: "kosmos",
    name: "Kosmos-Paket",
    description: "Das größte Paket, mit 4.000 Bonus-Credits.",
    credits: 20000,
    bonus_credits: 4000,
    price_cents: 20000,
  },
];

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("credit_packages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("credits", "integer", (c) => c.notNull())
    .addColumn("bonus_credits", "integer", (c) => c.notNull())
    .addColumn("price_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("recommended", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db
    .insertInto("credit_packages")
    .values(packages.map((p, index) => ({ recommended: 0, ...p, currency: "EUR", position: index + 1 })))
    .execute();

  // The stored balance beside the entries, changed in the same transaction as each entry.
  // held: credits reserved for a credit call that is running; never more than the balance.
  await db.schema
    .createTable("credit_accounts")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("balance", "integer", (c) => c.notNull())
    .addColumn("held", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("credit_accounts_balance_not_negative", sql`balance >= 0`)
    .addCheckConstraint("credit_accounts_held_within_balance", sql`held >= 0 and held <= balance`)
    .execute();

  // Append-only. operation_key is unique: a repeated operation finds its first entry.
  await db.schema
    .createTable("credit_entries")
    .addColumn("id", "integer", serial)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("balance_after", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("operation_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("credit_entries_type", sql`type in ('purchase', 'bonus', 'spend', 'refund')`)
    .addCheckConstraint("credit_entries_amount_not_zero", sql`amount <> 0`)
    .addCheckConstraint("credit_entries_balance_not_negative", sql`balance_after >= 0`)
    .execute();
  await db.schema.createIndex("credit_entries_user_id").on("credit_entries").columns(["user_id", "id"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("credit_entries").execute();
  await db.schema.dropTable("credit_accounts").execute();
  await db.schema.dropTable("credit_packages").execute();
}
