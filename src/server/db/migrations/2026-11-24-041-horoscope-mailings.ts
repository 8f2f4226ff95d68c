import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// One row per member and month for the monthly horoscope e-mail: the unique key makes sure a
// member is queued once per month however many processes queue; a process claims a row
// (claimed_at) before sending and records sent_at afterwards (docs/decisions/0016).
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable("horoscope_mailings")
    .addColumn("id", "integer", serial)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("horoscope_mailings_user_month", ["user_id", "month"])
    .execute();
  await db.schema
    .createIndex("horoscope_mailings_open")
    .on("horoscope_mailings")
    .columns(["month", "sent_at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("horoscope_mailings").execute();
}
