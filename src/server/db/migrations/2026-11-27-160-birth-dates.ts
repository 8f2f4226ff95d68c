import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The date of birth as "YYYY-MM-DD" (docs/decisions/0033). Null for the accounts registered
// before it was asked; they give it at their next login.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("users").addColumn("birth_date", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("users").dropColumn("birth_date").execute();
}
