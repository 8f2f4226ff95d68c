import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// A running pause and a lowered limit outlive the deletion of their account until their waiting
// periods have passed, bound to a keyed hash of its phone number and one of its address, never
// to the number or address themselves (docs/decisions/0049). One row per hash; deleted once
// keep_until has passed.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("spending_carry_overs")
    .addColumn("key_hash", "text", (c) => c.primaryKey())
    .addColumn("pause_started_at", "text")
    .addColumn("pause_length", "text")
    .addColumn("pause_until", "text")
    .addColumn("pause_end_requested_at", "text")
    .addColumn("pause_ends_at", "text")
    .addColumn("monthly_cents", "integer")
    .addColumn("daily_cents", "integer")
    .addColumn("limits_until", "text")
    .addColumn("then_monthly_cents", "integer")
    .addColumn("then_daily_cents", "integer")
    // 1: when limits_until comes, the operator's default applies again
    .addColumn("then_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("keep_until", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("spending_carry_overs_keep_until")
    .on("spending_carry_overs")
    .column("keep_until")
    .execute();
}
