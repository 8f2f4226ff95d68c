import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The members' monthly horoscopes: a month (YYYY-MM, Europe/Berlin) is a draft until it is
// published; each of its twelve signs has four parts, stored as the small Markdown subset the
// administrator writes. A member's sign (or the birth date it was computed from) and whether
// they want the monthly e-mail.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("horoscope_months")
    .addColumn("month", "text", (c) => c.primaryKey())
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("horoscope_texts")
    .addColumn("month", "text", (c) => c.notNull().references("horoscope_months.month").onDelete("cascade"))
    .addColumn("sign", "text", (c) => c.notNull())
    .addColumn("love", "text", (c) => c.notNull())
    .addColumn("career", "text", (c) => c.notNull())
    .addColumn("wellbeing", "text", (c) => c.notNull())
    .addColumn("tip", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("horoscope_texts_pk", ["month", "sign"])
    .execute();
  await db.schema
    .createTable("horoscope_profiles")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("sign", "text")
    .addColumn("birth_date", "text")
    .addColumn("monthly_mail", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("horoscope_profiles").execute();
  await db.schema.dropTable("horoscope_texts").execute();
  await db.schema.dropTable("horoscope_months").execute();
}
