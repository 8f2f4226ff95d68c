import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The public consultant list is serialized once and reused while this number stays the same
// (docs/decisions/0020-per-request-work.md). Triggers count every write to consultants, in the writer's own
// transaction, so that every process and every way a row is written (administration, the
// carrier's status push, seed) makes the next answer fresh.

async function upSqlite(db: AnyDb): Promise<void> {
  for (const event of ["insert", "update", "delete"]) {
    await sql`create trigger ${sql.raw(`consultants_version_${event}`)} after ${sql.raw(event)} on consultants begin
      update consultant_list_version set version = version + 1 where id = 1;
    end`.execute(db);
  }
}

async function upPostgres(db: AnyDb): Promise<void> {
  await sql`create function consultant_list_version_bump() returns trigger language plpgsql as $$
    begin
      update consultant_list_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger consultant_list_version_bump after insert or update or delete on consultants
    for each statement execute function consultant_list_version_bump()`.execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("consultant_list_version")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await db.insertInto("consultant_list_version").values({ id: 1, version: 0 }).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists consultant_list_version_bump on consultants`.execute(db);
    await sql`drop function if exists consultant_list_version_bump()`.execute(db);
  } else {
    for (const event of ["insert", "update", "delete"]) {
      await sql`drop trigger if exists ${sql.raw(`consultants_version_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable("consultant_list_version").execute();
}
