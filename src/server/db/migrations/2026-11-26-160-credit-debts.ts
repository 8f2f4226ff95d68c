import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// owed: credits a refund took back while they were held for a running call. They are taken from
// the balance when the hold ends, and what the balance cannot cover then by the next purchase
// (docs/decisions/0012). A default of 0 keeps code that does not know the column working.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("credit_accounts")
    .addColumn("owed", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`owed >= 0`),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("credit_accounts").dropColumn("owed").execute();
}
