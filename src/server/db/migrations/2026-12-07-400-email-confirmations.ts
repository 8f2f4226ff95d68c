import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The confirmed e-mail address (docs/decisions/0051). users.email_confirmed_at says since when
// the account's present address is known to be its owner's; mails that are not contract or
// account-security mails go only to such an address. Accounts that exist when this lands count
// as confirmed from their registration: they have received these mails all along, and the
// spending warnings they rely on must not stop overnight. email_confirmations holds the one
// waiting link of an account, only as the hash of its token.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_confirmed_at", "text").execute();
  await db
    .updateTable("users")
    .set((eb) => ({ email_confirmed_at: eb.ref("created_at") }))
    .where("email", "is not", null)
    .execute();
  await db.schema
    .createTable("email_confirmations")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    // The address the link confirms: a link mailed before a change of address confirms nothing.
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("email_confirmations").execute();
  await db.schema.alterTable("users").dropColumn("email_confirmed_at").execute();
}
