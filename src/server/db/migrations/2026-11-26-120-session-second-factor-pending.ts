import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// Whether a session waits for the second factor (0/1) is decided at login and stored with it:
// derived at request time from whether a factor is on, switching the factor off turned every
// waiting session into a full one (docs/decisions/0014). Old rows and old code write 0.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("second_factor_pending", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
