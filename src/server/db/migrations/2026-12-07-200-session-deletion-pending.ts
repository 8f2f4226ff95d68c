import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// A session opened by the login of an account waiting for its erasure is restricted (0/1),
// decided at login and stored with it (docs/decisions/0049). Old rows and old code write 0:
// before this release such an account could not log in at all.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("deletion_pending", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
