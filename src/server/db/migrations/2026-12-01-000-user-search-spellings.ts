import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The administrator's user search finds the other spellings of umlauts and ß and the e-mail
// address (docs/decisions/0013, addendum of 2026-12-01). The search text becomes, one form a line:
//
//   "jörg müller 49151…"   the text of 2026-11-24-004, unchanged, so the previous release's
//                           search still finds all it found (docs/decisions/0041: only add)
//   "jorg muller"          umlauts as plain vowels, ß as ss: what "muller", "Jorg" find
//   "joerg mueller"        umlauts as two letters, ß as ss: what "mueller", "Joerg", and every
//                           search typed with umlauts (folded the same way) find
//   "j.mueller@web.de"     the current e-mail address (users.email), folded like the last form
//
// A search never contains a line break (src/server/modules/users/search-repo.ts), so it never
// matches across two forms ("müller jörg" does not find "Jörg Müller").
const line = "'\n'";
const capitalsFolded = (text: string) =>
  `lower(replace(replace(replace(replace(${text}, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'ẞ', 'ß'))`;
const plainVowels = (folded: string) =>
  `replace(replace(replace(replace(${folded}, 'ä', 'a'), 'ö', 'o'), 'ü', 'u'), 'ß', 'ss')`;
const twoLetters = (folded: string) =>
  `replace(replace(replace(replace(${folded}, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')`;

const searchText = (row: "new" | "users"): RawBuilder<string> => {
  const name = capitalsFolded(`${row}.name`);
  return sql.raw(
    `${name} || ' ' || substr(${row}.phone, 2)` +
      ` || ${line} || ${plainVowels(name)}` +
      ` || ${line} || ${twoLetters(name)}` +
      ` || ${line} || coalesce(${twoLetters(capitalsFolded(`${row}.email`))}, '')`,
  );
};

async function upSqlite(db: AnyDb): Promise<void> {
  // SQLite migrations run outside a transaction (no transactional DDL in Kysely's adapter); this
  // one takes its own, so no account is written between the old triggers and the new ones.
  await db.transaction().execute(async (trx) => {
    await sql`drop trigger users_search_insert`.execute(trx);
    await sql`drop trigger users_search_update`.execute(trx);
    await sql`create trigger users_search_insert after insert on users begin
      insert into users_search (rowid, search_text) values (new.id, ${searchText("new")});
    end`.execute(trx);
    // E-mail changes too: a confirmed new address replaces the old one in users.email
    // (docs/decisions/0036); a requested one waits in email_changes and is not searched.
    await sql`create trigger users_search_update after update of name, phone, email on users begin
      delete from users_search where rowid = old.id;
      insert into users_search (rowid, search_text) values (new.id, ${searchText("new")});
    end`.execute(trx);
    await sql`delete from users_search`.execute(trx);
    await sql`insert into users_search (rowid, search_text) select id, ${searchText("users")} from users`.execute(trx);
  });
}

async function upPostgres(db: AnyDb): Promise<void> {
  // Replaced in place: the trigger of 2026-11-24-004 calls this function by name.
  await sql`create or replace function users_search_sync() returns trigger language plpgsql as $$
    begin
      insert into users_search (user_id, search_text) values (new.id, ${searchText("new")})
        on conflict (user_id) do update set search_text = excluded.search_text;
      return null;
    end $$`.execute(db);
  // The existing trigger fires on name and phone; this one adds the e-mail address.
  await sql`create trigger users_search_sync_email after update of email on users
    for each row execute function users_search_sync()`.execute(db);
  await sql`insert into users_search (user_id, search_text) select id, ${searchText("users")} from users
    on conflict (user_id) do update set search_text = excluded.search_text`.execute(db);
  // Every text is now three times as long: the planner's statistics of the old texts made the
  // search up to eight times slower until autovacuum analysed the table (docs/benchmarks.md).
  // Fresh ones cost a fraction of a second at a million accounts.
  await sql`analyze users_search`.execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

// Back to the search text and triggers of 2026-11-24-004.
const earlierText = (row: "new" | "users") =>
  sql.raw(`${capitalsFolded(`${row}.name`)} || ' ' || substr(${row}.phone, 2)`);

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists users_search_sync_email on users`.execute(db);
    await sql`create or replace function users_search_sync() returns trigger language plpgsql as $$
      begin
        insert into users_search (user_id, search_text) values (new.id, ${earlierText("new")})
          on conflict (user_id) do update set search_text = excluded.search_text;
        return null;
      end $$`.execute(db);
    await sql`update users_search set search_text = ${earlierText("users")} from users
      where users.id = users_search.user_id`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await sql`drop trigger users_search_insert`.execute(trx);
    await sql`drop trigger users_search_update`.execute(trx);
    await sql`create trigger users_search_insert after insert on users begin
      insert into users_search (rowid, search_text) values (new.id, ${earlierText("new")});
    end`.execute(trx);
    await sql`create trigger users_search_update after update of name, phone on users begin
      delete from users_search where rowid = old.id;
      insert into users_search (rowid, search_text) values (new.id, ${earlierText("new")});
    end`.execute(trx);
    await sql`delete from users_search`.execute(trx);
    await sql`insert into users_search (rowid, search_text) select id, ${earlierText("users")} from users`.execute(trx);
  });
}
