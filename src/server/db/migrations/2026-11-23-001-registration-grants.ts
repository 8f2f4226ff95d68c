import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

export async function up(db: AnyDb): Promise<void> {
  // "The account this browser just created": a random token in a cookie, only its hash here.
  // It pays for that account until it expires and logs it in once; consumed_at marks the
  // one login, so a copied cookie cannot log in again.
  await db.schema
    .createTable("registration_grants")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("consumed_at", "text")
    .execute();
  await db.schema.createIndex("registration_grants_user_id").on("registration_grants").column("user_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("registration_grants").execute();
}
