import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

const berlinYear = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric" });
const methodOf = (provider: string) => (provider === "maxpay" ? "card" : "paypal");

function subjectOf(purpose: string): string {
  if (purpose === "credits") return "credits";
  if (purpose === "subscription") return "membership";
  return "other";
}

function serviceOf(purpose: string): string {
  if (purpose === "credits") return "Cosmos Credits";
  if (purpose === "subscription") return "Premium-Mitgliedschaft";
  return "Testzahlung";
}

// A receipt for every payment and refund, numbered without gaps per Berlin calendar year
// (docs/decisions/0031). receipt_counters holds the last number of each year; a receipt takes
// the next one in the transaction that records its payment. receipt_key names what the
// receipt is for ("payment:<id>", "refund:<provider>:<id>"), so the same payment never takes
// two numbers. The payments recorded before get their receipts here, numbered in payment order.
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable("receipt_counters")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("receipts")
    .addColumn("id", "integer", serial)
    .addColumn("receipt_key", "text", (c) => c.notNull())
    .addColumn("number", "text")
    .addColumn("year", "integer")
    .addColumn("sequence", "integer")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("payment_id", "integer")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("service", "text", (c) => c.notNull())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("refers_to", "text")
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addUniqueConstraint("receipts_receipt_key", ["receipt_key"])
    .addUniqueConstraint("receipts_number", ["number"])
    .addUniqueConstraint("receipts_year_sequence", ["year", "sequence"])
    .execute();
  await db.schema.createIndex("receipts_user").on("receipts").columns(["user_id", "issued_at"]).execute();

  const payments = await db
    .selectFrom("payments")
    .innerJoin("users", "users.id", "payments.user_id")
    .select([
      "payments.id",
      "payments.provider",
      "payments.purpose",
      "payments.amount_cents",
      "payments.currency",
      "payments.paid_at",
      "payments.user_id",
      "users.name",
    ])
    .orderBy("payments.paid_at")
    .orderBy("payments.id")
    .execute();
  const counters = new Map<number, number>();
  for (const p of payments) {
    const year = Number(berlinYear.format(new Date(p.paid_at)));
    const sequence = (counters.get(year) ?? 0) + 1;
    counters.set(year, sequence);
    await db
      .insertInto("receipts")
      .values({
        receipt_key: `payment:${p.id}`,
        number: `${year}-${String(sequence).padStart(6, "0")}`,
        year,
        sequence,
        user_id: p.user_id,
        payment_id: p.id,
        kind: "payment",
        subject: subjectOf(p.purpose),
        service: serviceOf(p.purpose),
        customer_name: p.name,
        amount_cents: p.amount_cents,
        currency: p.currency,
        method: methodOf(p.provider),
        refers_to: null,
        issued_at: p.paid_at,
      })
      .execute();
  }
  for (const [year, last] of counters)
    await db.insertInto("receipt_counters").values({ year, last_number: last }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("receipts").execute();
  await db.schema.dropTable("receipt_counters").execute();
}
