import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// What a contact message is about, when the form that sent it says so ("barrier" for a
// barrier reported from /barrierefreiheit); null for the general contact form.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").addColumn("topic", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").dropColumn("topic").execute();
}
