import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// Live consultant status, favourites and availability alerts (docs/decisions/0042). Only adds:
// a running release ignores all of it (docs/decisions/0041).

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  // The administration's text in its canonical form ("Mo–Fr 18–23 Uhr"); null: none given.
  await db.schema.alterTable("consultants").addColumn("working_hours", "text").execute();

  // Every real change of a consultant's status, in order: what processes and browsers catch up from.
  await db.schema
    .createTable("consultant_status_events")
    .addColumn("id", "integer", id)
    .addColumn("consultant_id", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("consultant_status_events_time")
    .on("consultant_status_events")
    .column("occurred_at")
    .execute();

  await db.schema
    .createTable("favourites")
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("consultant_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("favourites_pk", ["user_id", "consultant_id"])
    .execute();
  await db.schema.createIndex("favourites_consultant").on("favourites").column("consultant_id").execute();

  await db.schema
    .createTable("availability_alerts")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("consultant_id", "integer", (c) => c.notNull())
    // 1: mails at any hour; 0: only between 8 and 22 Uhr Berlin time.
    .addColumn("any_hour", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_mailed_at", "text")
    .execute();
  await db.schema
    .createIndex("availability_alerts_user_consultant")
    .on("availability_alerts")
    .columns(["user_id", "consultant_id"])
    .unique()
    .execute();
  await db.schema
    .createIndex("availability_alerts_consultant")
    .on("availability_alerts")
    .column("consultant_id")
    .execute();

  // One mail per alert and status change, queued in the status change's transaction.
  await db.schema
    .createTable("availability_alert_mails")
    .addColumn("id", "integer", id)
    .addColumn("alert_id", "integer", (c) => c.notNull())
    .addColumn("status_event_id", "integer", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("consultant_id", "integer", (c) => c.notNull())
    .addColumn("queued_at", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("availability_alert_mails_once")
    .on("availability_alert_mails")
    .columns(["alert_id", "status_event_id"])
    .unique()
    .execute();
  await db.schema
    .createIndex("availability_alert_mails_due")
    .on("availability_alert_mails")
    .columns(["sent_at", "queued_at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["availability_alert_mails", "availability_alerts", "favourites", "consultant_status_events"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("consultants").dropColumn("working_hours").execute();
}
