import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { UserRow } from "./repo.ts";

/** Below this many characters the trigram indexes cannot help, and a scan answers instead. */
const trigramLength = 3;
/**
 * Matches are counted exactly up to here; above, the total is estimated. A broad search (a
 * common surname, one or two letters) matches tens of thousands of accounts, and counting them
 * all cost more than the whole page at a million accounts.
 */
export const searchCountCap = 1000;
/** Above this many accounts the unfiltered total is an estimate. */
const estimateAbove = 100_000;

// A number typed with spaces, "+", brackets or dashes, as in "0151 123" or "+49151123".
const phoneLike = /^[\d\s+()/.-]+$/;

// Umlauts and ß as two letters, as the search text's last forms store them.
const twoLetters: Record<string, string> = {
  Ä: "ae",
  ä: "ae",
  Ö: "oe",
  ö: "oe",
  Ü: "ue",
  ü: "ue",
  ẞ: "ss",
  ß: "ss",
};

/**
 * What to look for in the search text (migrations 2026-11-24-004 and 2026-12-01-000: the name in
 * lower case with the phone's digits, the name with umlauts as plain vowels, the name with
 * umlauts as two letters, the e-mail address, one a line). A number is the phone's digits
 * without the "+", "00" or national "0" in front, so "0151 123", "+49151123" and "151123" find
 * "+4915112345…". Any other text is folded like the last forms: the German capitals to small
 * letters, then ä, ö, ü to ae, oe, ue and ß to ss, so "Müller", "MÜLLER" and "mueller" look for
 * "mueller" and "muller" looks for itself (found in the plain-vowel form); the database's lower()
 * folds the rest, on both sides. A line break would let a search span two forms; it becomes a space.
 */
export function searchNeedle(query: string): string {
  const q = query.trim();
  if (phoneLike.test(q) && /\d/.test(q)) {
    const digits = q.replace(/\D/g, "");
    if (q.startsWith("+")) return digits;
    if (digits.startsWith("00")) return digits.slice(2);
    return digits.startsWith("0") ? digits.slice(1) : digits;
  }
  return q.replace(/[\r\n]+/g, " ").replace(/[ÄäÖöÜüẞß]/g, (c) => twoLetters[c] ?? c);
}

export interface UserSearchPage {
  rows: UserRow[];
  total: number;
  totalExact: boolean;
}

/** What the first look at a search found: every match, or enough to estimate them. */
type Matches = { kind: "all"; ids: number[] } | { kind: "many"; total: number; density: number; highest: number };

/** Rounds an estimate to three significant digits, so it does not look like a count. */
function roughly(n: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 2);
  return Math.round(n / step) * step;
}

/** The administrator's user list and search (docs/decisions/0013-admin-user-search.md). */
export function createUserSearchRepo(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // The user id in the search table: its own column on PostgreSQL, the FTS5 rowid on SQLite.
  const id = postgres ? sql.raw("user_id") : sql.raw("rowid");

  /** The search table's condition for a needle. */
  function matches(needle: string): RawBuilder<boolean> {
    if (postgres) {
      const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql`search_text like lower(${pattern})`;
    }
    if ([...needle].length < trigramLength) return sql`instr(search_text, lower(${needle})) > 0`;
    // A quoted FTS5 phrase is matched as a substring by the trigram tokenizer, case-folded.
    return sql`users_search match ${`"${needle.replace(/"/g, '""')}"`}`;
  }

  /**
   * The matches' ids up to one more than the cap: all of them when there are few, so the
   * index is read once for the count and the page. Above the cap the total is estimated from
   * how far into the ids these first matches reached: both databases read the search table in
   * ascending id order here (FTS5 by rowid, PostgreSQL in its heap's insertion order), so if
   * the first 1 001 matches lie between the ids 10 and 14 669 of 1 000 001, about 68 000
   * accounts match.
   */
  async function firstMatches(condition: RawBuilder<boolean>): Promise<Matches> {
    const found = await sql<{ id: number | string; highest: number | string | null }>`
      select found.id, (select max(id) from users) as highest
      from (select ${id} as id from users_search where ${condition} limit ${searchCountCap + 1}) as found`.execute(db);
    const ids = found.rows.map((r) => Number(r.id));
    if (ids.length <= searchCountCap) return { kind: "all", ids: ids.sort((x, y) => y - x) };
    const first = Math.min(...ids);
    const last = Math.max(...ids);
    const density = ids.length / (last - first + 1);
    const highest = Math.max(Number(found.rows[0]?.highest ?? 0), last);
    return { kind: "many", total: roughly(density * (highest - first + 1)), density, highest };
  }

  const usersWithIdIn = (ids: RawBuilder<unknown>) =>
    db
      .selectFrom("users")
      .selectAll()
      .where(sql<boolean>`id in (${ids})`)
      .orderBy("id", "desc")
      .execute();

  /**
   * One page of a search with more matches than the cap, newest first. It reads only the
   * newest ids, as far back as the density says the page lies (twice that, for safety); the
   * primary key finds them, not the trigram index, whose matches would all have to be sorted.
   */
  async function pageOfMany(
    condition: RawBuilder<boolean>,
    many: Extract<Matches, { kind: "many" }>,
    offset: number,
    pageSize: number,
  ): Promise<UserRow[]> {
    const page = (after: number | null) =>
      usersWithIdIn(sql`select ${id} from users_search
        where ${condition} ${after === null ? sql`` : sql`and ${id} > ${after}`}
        order by ${id} desc limit ${pageSize} offset ${offset}`);
    const after = many.highest - Math.ceil((2 * (offset + pageSize)) / many.density);
    if (after > 0) {
      const near = await page(after);
      // Fewer than a page in the window: the matches thin out there; look further back.
      if (near.length === pageSize) return near;
    }
    return page(null);
  }

  async function countAll(): Promise<{ total: number; exact: boolean }> {
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
      if (needle === "") {
        const [rows, counted] = await Promise.all([
          db
            .selectFrom("users")
            .selectAll()
            .orderBy("id", "desc")
            .limit(pageSize)
            .offset((page - 1) * pageSize)
            .execute(),
          countAll(),
        ]);
        return { rows, total: counted.total, totalExact: counted.exact };
      }
      const condition = matches(needle);
      const offset = (page - 1) * pageSize;
      const found = await firstMatches(condition);
      let rows: UserRow[] = [];
      if (found.kind === "many") rows = await pageOfMany(condition, found, offset, pageSize);
      else if (found.ids.length > offset) {
        const ids = found.ids.slice(offset, offset + pageSize);
        rows = await db.selectFrom("users").selectAll().where("id", "in", ids).orderBy("id", "desc").execute();
      }
      return found.kind === "all"
        ? { rows, total: found.ids.length, totalExact: true }
        : { rows, total: found.total, totalExact: false };
    },
  };
}
