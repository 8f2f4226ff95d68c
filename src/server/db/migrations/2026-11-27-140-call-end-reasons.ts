import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// end_reason: who or what ended the call, as the carrier's record says (null when it says
// nothing); waived_seconds: the seconds of a dropped credit-line call that were not charged
// (docs/decisions/0032). A default of 0 keeps code that does not know the column working.
// credits_per_minute: the price of a credit-line call, so the call history and the monthly
// statement need no second table; filled for the credit calls settled before.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("calls").addColumn("end_reason", "text").execute();
  await db.schema
    .alterTable("calls")
    .addColumn("waived_seconds", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("calls").addColumn("credits_per_minute", "integer").execute();
  await sql`
    UPDATE calls SET credits_per_minute =
      (SELECT credit_calls.credits_per_minute FROM credit_calls WHERE credit_calls.record_id = calls.record_id)
    WHERE line = 'credit'
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("calls").dropColumn("credits_per_minute").execute();
  await db.schema.alterTable("calls").dropColumn("waived_seconds").execute();
  await db.schema.alterTable("calls").dropColumn("end_reason").execute();
}
