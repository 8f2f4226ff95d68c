import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

export async function up(db: AnyDb): Promise<void> {
  // The end of the last billing period a provider actually collected; access never outlasts it
  // once the provider has stopped (docs/decisions/0007). Null for rows from before and for
  // subscriptions no provider bills.
  await db.schema.alterTable("subscriptions").addColumn("paid_until", "text").execute();

  // A declaration sent without proof of ownership waits for the owner (a withdrawal) or is
  // applied and shown to the owner, who can take it back (a cancellation).
  await db.schema
    .alterTable("contract_declarations")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("applied"))
    .execute();
  for (const column of [
    "verified_by",
    "confirm_token_hash",
    "confirm_token_expires_at",
    "owner_notified_at",
    "owner_acknowledged_at",
    "decided_at",
  ]) {
    await db.schema.alterTable("contract_declarations").addColumn(column, "text").execute();
  }
  await db
    .updateTable("contract_declarations")
    .set({
      status: sql`case when effective_end is not null then 'applied' when user_id is null then 'unmatched' else 'no_contract' end`,
    })
    .execute();
  await db.schema
    .createIndex("contract_declarations_confirm_token")
    .on("contract_declarations")
    .column("confirm_token_hash")
    .unique()
    .execute();
  await db.schema.createIndex("contract_declarations_user").on("contract_declarations").column("user_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("contract_declarations_user").execute();
  await db.schema.dropIndex("contract_declarations_confirm_token").execute();
  for (const column of [
    "decided_at",
    "owner_acknowledged_at",
    "owner_notified_at",
    "confirm_token_expires_at",
    "confirm_token_hash",
    "verified_by",
    "status",
  ]) {
    await db.schema.alterTable("contract_declarations").dropColumn(column).execute();
  }
  await db.schema.alterTable("subscriptions").dropColumn("paid_until").execute();
}
