import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The administrator's user search (docs/decisions/0013): a substring of the name or the phone,
// case-insensitive and with the German capitals folded, fast at a million accounts. Each user
// gets one folded search text, "name in lower case" + " " + the phone's digits, kept by
// triggers so that every way a user row is written (app, seed, admin:create) keeps it right.
// German capitals are replaced before lower(), because SQLite's lower() folds ASCII only.
const folded = (row: "new" | "users") =>
  sql.raw(
    `lower(replace(replace(replace(replace(${row}.name, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'ẞ', 'ß'))` +
      ` || ' ' || substr(${row}.phone, 2)`,
  );

async function upSqlite(db: AnyDb): Promise<void> {
  // FTS5 with the trigram tokenizer answers any substring of three characters or more from its
  // index; the rowid is the user id.
  await sql`create virtual table users_search using fts5(search_text, tokenize = 'trigram')`.execute(db);
  await sql`insert into users_search (rowid, search_text) select id, ${folded("users")} from users`.execute(db);
  await sql`create trigger users_search_insert after insert on users begin
    insert into users_search (rowid, search_text) values (new.id, ${folded("new")});
  end`.execute(db);
  await sql`create trigger users_search_update after update of name, phone on users begin
    delete from users_search where rowid = old.id;
    insert into users_search (rowid, search_text) values (new.id, ${folded("new")});
  end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    delete from users_search where rowid = old.id;
  end`.execute(db);
}

async function upPostgres(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("users_search")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("search_text", "text", (c) => c.notNull())
    .execute();
  await sql`insert into users_search (user_id, search_text) select id, ${folded("users")} from users`.execute(db);
  await sql`create function users_search_sync() returns trigger language plpgsql as $$
    begin
      insert into users_search (user_id, search_text) values (new.id, ${folded("new")})
        on conflict (user_id) do update set search_text = excluded.search_text;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_search_sync after insert or update of name, phone on users
    for each row execute function users_search_sync()`.execute(db);
  // pg_trgm lets LIKE '%…%' use a GIN index. Where the server lacks the extension the search
  // still answers correctly by scanning users_search; only the speed at scale is lost.
  const available = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions
    where name = 'pg_trgm'`.execute(db);
  if ((available.rows[0]?.n ?? 0) > 0) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index users_search_trgm on users_search using gin (search_text gin_trgm_ops)`.execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists users_search_sync on users`.execute(db);
    await sql`drop function if exists users_search_sync()`.execute(db);
  } else {
    for (const name of ["users_search_insert", "users_search_update", "users_search_delete"]) {
      await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
    }
  }
  await db.schema.dropTable("users_search").execute();
}
