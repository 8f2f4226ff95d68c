import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// A cancellation from someone not logged in waits for the owner's confirmation. When the owner
// confirms it only after the end it would have caused, the contract ends at the confirmation and
// this column keeps the end that was missed (payments for the time after it are refunded).
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contract_declarations").addColumn("missed_end", "text").execute();
}
