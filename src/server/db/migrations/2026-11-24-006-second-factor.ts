import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The administrator's second factor: a TOTP secret (confirmed_at stays empty until the first
// correct code proves the authenticator app has it), the last time step a code was accepted
// for (a code is good once), and ten recovery codes kept only as hashes. A session records
// when it passed the second factor.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("second_factors")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("last_used_step", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("second_factor_recovery_codes")
    .addColumn("code_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("second_factor_recovery_codes_user")
    .on("second_factor_recovery_codes")
    .column("user_id")
    .execute();
  await db.schema.alterTable("sessions").addColumn("second_factor_at", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("second_factor_at").execute();
  await db.schema.dropTable("second_factor_recovery_codes").execute();
  await db.schema.dropTable("second_factors").execute();
}
