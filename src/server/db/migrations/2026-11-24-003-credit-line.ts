import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The credit line (docs/decisions/0012): every consultant's own price in credits per minute,
// the credit PIN for callers with a withheld or foreign number, and the credit calls that hold
// a balance while they run.

export async function up(db: AnyDb): Promise<void> {
  // SQLite adds a NOT NULL column only with a default; the default stays on both databases so
  // their schemas match, and the application always writes the price itself.
  await db.schema
    .alterTable("consultants")
    .addColumn("credits_per_minute", "integer", (c) => c.notNull().defaultTo(120))
    .execute();
  // Existing consultants get a price from their id: always the same, spread over 60 to 250.
  await db
    .updateTable("consultants")
    .set({ credits_per_minute: sql`60 + ((id * 47) % 191)` })
    .execute();

  // Stored as a slow password hash; failed_attempts and locked_until lock the PIN after a
  // series of wrong tries.
  await db.schema
    .createTable("credit_pins")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("pin_hash", "text", (c) => c.notNull())
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // One row per call the IVR authorised. call_id is random and handed to the carrier, which
  // names it in the call's record; record_id is that record, so a call is settled once.
  await db.schema
    .createTable("credit_calls")
    .addColumn("call_id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("consultant_id", "integer", (c) => c.references("consultants.id").onDelete("set null"))
    .addColumn("consultant_name", "text", (c) => c.notNull())
    .addColumn("caller_number", "text", (c) => c.notNull())
    .addColumn("credits_per_minute", "integer", (c) => c.notNull())
    .addColumn("held_credits", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("ended_at", "text")
    .addColumn("record_id", "text", (c) => c.unique())
    .addColumn("debited_credits", "integer")
    .addCheckConstraint("credit_calls_status", sql`status in ('live', 'settled', 'released')`)
    .addCheckConstraint("credit_calls_held_positive", sql`held_credits > 0 and credits_per_minute > 0`)
    .execute();
  // One live credit call per account: the whole available balance is held for it.
  await db.schema
    .createIndex("credit_calls_one_live_per_user")
    .on("credit_calls")
    .column("user_id")
    .unique()
    .where(sql.ref("status"), "=", "live")
    .execute();
  // The job that gives back holds whose record never came looks for old live calls.
  await db.schema
    .createIndex("credit_calls_status_started")
    .on("credit_calls")
    .columns(["status", "started_at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("credit_calls").execute();
  await db.schema.dropTable("credit_pins").execute();
  await db.schema.alterTable("consultants").dropColumn("credits_per_minute").execute();
}
