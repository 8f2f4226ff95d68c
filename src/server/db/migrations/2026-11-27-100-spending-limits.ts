import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The spending cap and the self-chosen pause (docs/decisions/0030).
export async function up(db: AnyDb): Promise<void> {
  // One row per account that was ever checked: it is also the row a check-and-hold locks, so
  // own = 0 marks an account that never chose its limits (the operator's default applies).
  await db.schema
    .createTable("spending_limits")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("own", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("monthly_cents", "integer")
    .addColumn("daily_cents", "integer")
    .addColumn("pending_monthly_cents", "integer")
    .addColumn("pending_daily_cents", "integer")
    .addColumn("pending_effective_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("spending_pauses")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("started_at", "text", (c) => c.notNull())
    // 24h | 7d | 30d | open: what was chosen, so that only a longer choice replaces a running pause.
    .addColumn("length", "text", (c) => c.notNull())
    .addColumn("until", "text")
    .addColumn("end_requested_at", "text")
    .execute();

  // What a capped call may still cost while it runs: counted against the limits until the call's
  // record releases it or it expires.
  await db.schema
    .createTable("spending_holds")
    .addColumn("hold_id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("line", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("released_at", "text")
    .execute();
  await db.schema.createIndex("spending_holds_user").on("spending_holds").columns(["user_id", "released_at"]).execute();

  // Mails sent once per key (the 80 % warning of a period, a raise coming into force).
  await db.schema
    .createTable("spending_notices")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("notice_key", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("spending_notices_pk", ["user_id", "notice_key"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("spending_notices").execute();
  await db.schema.dropTable("spending_holds").execute();
  await db.schema.dropTable("spending_pauses").execute();
  await db.schema.dropTable("spending_limits").execute();
}
