import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { UserRow } from "./repo.ts";

/** Below this many characters the trigram indexes cannot help, and a scan answers instead. */
const trigramLength = 3;
/** Short searches match most accounts; their total is counted only up to here. */
export const shortSearchCountCap = 1000;
/** Above this many accounts the unfiltered total is an estimate. */
const estimateAbove = 100_000;

// A number typed with spaces, "+", brackets or dashes, as in "0151 123" or "+49151123".
const phoneLike = /^[\d\s+()/.-]+$/;

/**
 * What to look for in the folded search text ("name in lower case" + " " + phone digits,
 * migration 2026-11-24-004): the phone's digits without the "+", "00" or national "0" in
 * front, so "0151 123", "+49151123" and "151123" find "+4915112345…"; otherwise the text with
 * the German capitals folded (the database's lower() folds the rest, on both sides).
 */
export function searchNeedle(query: string): string {
  const q = query.trim();
  if (phoneLike.test(q) && /\d/.test(q)) {
    const digits = q.replace(/\D/g, "");
    if (q.startsWith("+")) return digits;
    if (digits.startsWith("00")) return digits.slice(2);
    return digits.startsWith("0") ? digits.slice(1) : digits;
  }
  return q.replace(/Ä/g, "ä").replace(/Ö/g, "ö").replace(/Ü/g, "ü").replace(/ẞ/g, "ß");
}

export interface UserSearchPage {
  rows: UserRow[];
  total: number;
  totalExact: boolean;
}

/** The administrator's user list and search (docs/decisions/0013-admin-user-search.md). */
export function createUserSearchRepo(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /** Ids of matching users, as a subquery; null for "everyone". */
  function matching(needle: string): RawBuilder<unknown> | null {
    if (needle === "") return null;
    const short = [...needle].length < trigramLength;
    if (postgres) {
      const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql`select user_id from users_search where search_text like lower(${pattern})`;
    }
    if (short) return sql`select rowid from users_search where instr(search_text, lower(${needle})) > 0`;
    // A quoted FTS5 phrase is matched as a substring by the trigram tokenizer, case-folded.
    return sql`select rowid from users_search where users_search match ${`"${needle.replace(/"/g, '""')}"`}`;
  }

  async function count(ids: RawBuilder<unknown> | null, short: boolean): Promise<{ total: number; exact: boolean }> {
    if (ids && short) {
      const capped = await sql<{ n: number | string }>`select count(*) as n from (${ids} limit ${
        shortSearchCountCap + 1
      }) as found`.execute(db);
      const total = Number(capped.rows[0]?.n ?? 0);
      return total > shortSearchCountCap ? { total: shortSearchCountCap, exact: false } : { total, exact: true };
    }
    if (ids) {
      const found = await sql<{ n: number | string }>`select count(*) as n from (${ids}) as found`.execute(db);
      return { total: Number(found.rows[0]?.n ?? 0), exact: true };
    }
    // An exact count reads every row (about 100 ms at a million on either database). PostgreSQL
    // keeps an estimate; on SQLite ids only grow, so the highest id is one (high by the deleted).
    const estimate = postgres
      ? await sql<{ n: number }>`select reltuples::bigint::int as n from pg_class
          where oid = 'users'::regclass`.execute(db)
      : await sql<{ n: number | null }>`select max(id) as n from users`.execute(db);
    const estimated = Number(estimate.rows[0]?.n ?? -1);
    if (estimated > estimateAbove) return { total: estimated, exact: false };
    const all = await db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirst();
    return { total: Number(all?.n ?? 0), exact: true };
  }

  return {
    /** Newest first. */
    async search(query: string, page: number, pageSize: number): Promise<UserSearchPage> {
      const needle = searchNeedle(query);
      const ids = matching(needle);
      let rows = db.selectFrom("users").selectAll();
      if (ids) rows = rows.where(sql<boolean>`users.id in (${ids})`);
      const [found, counted] = await Promise.all([
        rows
          .orderBy("id", "desc")
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        count(ids, [...needle].length < trigramLength),
      ]);
      return { rows: found, total: counted.total, totalExact: counted.exact };
    },
  };
}

export type UserSearchRepo = ReturnType<typeof createUserSearchRepo>;
