import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The monthly statement reads an account's payments of one month.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex("payments_user_paid").on("payments").columns(["user_id", "paid_at"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("payments_user_paid").execute();
}
