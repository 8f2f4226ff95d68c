import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// Prioritäts-Support: a contact message from a signed-in member is marked as priority (0/1),
// so support answers it first.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("contact_messages")
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
