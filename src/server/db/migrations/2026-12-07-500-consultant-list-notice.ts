import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// Every process keeps the public consultant list's version in memory; on PostgreSQL the trigger
// that counts writes to consultants also tells every listening process, at the writer's commit,
// that the list may have changed (docs/decisions/0052-lean-public-consultant-list.md). SQLite
// keeps its triggers as they are.

export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create or replace function consultant_list_version_bump() returns trigger language plpgsql as $$
    begin
      update consultant_list_version set version = version + 1 where id = 1;
      perform pg_notify('consultant_list', '');
      return null;
    end $$`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create or replace function consultant_list_version_bump() returns trigger language plpgsql as $$
    begin
      update consultant_list_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
}
