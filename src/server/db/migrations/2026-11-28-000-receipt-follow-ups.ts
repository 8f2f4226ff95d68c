import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// What is still to be done after a receipt is issued (docs/decisions/0034): "mail" when no
// other mail names it (weekly fees, refunds), "check" when only the spending warnings are to be
// looked at (the order confirmation names it), null when done. follow_up_claimed_at holds a
// process's claim, so two processes never mail it twice. Receipts issued before are done.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("receipts").addColumn("follow_up", "text").execute();
  await db.schema.alterTable("receipts").addColumn("follow_up_claimed_at", "text").execute();
  await db.schema.createIndex("receipts_follow_up").on("receipts").column("follow_up").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("receipts_follow_up").execute();
  await db.schema.alterTable("receipts").dropColumn("follow_up_claimed_at").execute();
  await db.schema.alterTable("receipts").dropColumn("follow_up").execute();
}
