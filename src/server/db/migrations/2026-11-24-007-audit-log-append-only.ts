import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The administrator's audit log is append-only in the database itself, not only by the absence
// of a route that changes it: an UPDATE or DELETE of a row fails, whoever sends it.
const refusal = "admin_audit_log is append-only";

export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function admin_audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '${sql.raw(refusal)}';
      end
    $$`.execute(db);
    await sql`create trigger admin_audit_log_append_only before update or delete on admin_audit_log
      for each row execute function admin_audit_log_append_only()`.execute(db);
    return;
  }
  for (const event of ["update", "delete"]) {
    await sql`create trigger ${sql.raw(`admin_audit_log_no_${event}`)} before ${sql.raw(event)} on admin_audit_log
      begin select raise(abort, '${sql.raw(refusal)}'); end`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists admin_audit_log_append_only on admin_audit_log`.execute(db);
    await sql`drop function if exists admin_audit_log_append_only()`.execute(db);
    return;
  }
  await sql`drop trigger if exists admin_audit_log_no_update`.execute(db);
  await sql`drop trigger if exists admin_audit_log_no_delete`.execute(db);
}
