import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The audit log stays append-only, with one exception the privacy statement names: a row older
// than three years may be deleted (docs/decisions/0039). The database itself still refuses every
// UPDATE and the DELETE of a younger row, whoever sends it.
const refusal = "admin_audit_log is append-only";

export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create or replace function admin_audit_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and old.created_at::timestamptz < now() - interval '3 years' then
          return old;
        end if;
        raise exception '${sql.raw(refusal)}';
      end
    $$`.execute(db);
    return;
  }
  await sql`drop trigger if exists admin_audit_log_no_delete`.execute(db);
  await sql`create trigger admin_audit_log_no_delete before delete on admin_audit_log
    when old.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-3 years')
    begin select raise(abort, '${sql.raw(refusal)}'); end`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create or replace function admin_audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '${sql.raw(refusal)}';
      end
    $$`.execute(db);
    return;
  }
  await sql`drop trigger if exists admin_audit_log_no_delete`.execute(db);
  await sql`create trigger admin_audit_log_no_delete before delete on admin_audit_log
    begin select raise(abort, '${sql.raw(refusal)}'); end`.execute(db);
}
