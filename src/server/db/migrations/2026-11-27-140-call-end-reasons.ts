import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// end_reason: who or what ended the call, as the carrier's record says (null when it says
// nothing); waived_seconds: the seconds of a dropped credit-line call that were not charged
// (docs/decisions/0032). A default of 0 keeps code that does not know the column working.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("calls").addColumn("end_reason", "text").execute();
  await db.schema
    .alterTable("calls")
    .addColumn("waived_seconds", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("calls").dropColumn("waived_seconds").execute();
  await db.schema.alterTable("calls").dropColumn("end_reason").execute();
}
