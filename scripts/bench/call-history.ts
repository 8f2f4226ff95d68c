import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import type { DatabaseHandle, DatabaseKind } from "../../src/server/db/database.ts";
import type { Database } from "../../src/server/db/schema.ts";
import { createUser, type CreatedUser } from "../../src/server/db/seed/factories.ts";
import { percentile, whole } from "./stats.ts";

export interface CallHistoryResult {
  p50: number;
  p95: number;
  shown: number;
}

/**
 * Fills the calls table inside the database: `total` calls over three years in the order they
 * happen, every `total / memberCalls`-th one the member's, the others spread over every
 * other account. Chunks of a million rows, each its own transaction.
 */
export async function fillCalls(
  db: Kysely<Database>,
  kind: DatabaseKind,
  total: number,
  memberCalls: number,
): Promise<CreatedUser> {
  // A landline number: the generated accounts all have mobile numbers.
  const member = await createUser(db, {
    name: "Mitglied mit vielen Anrufen",
    phone: "+49305550001",
    password: "Bench-Mitglied-1",
  });
  const range = await sql<{ low: number; high: number }>`select min(id) as low, max(id) as high from users
    where id <> ${member.id}`.execute(db);
  const low = Number(range.rows[0]?.low ?? member.id);
  const others = Math.max(1, Number(range.rows[0]?.high ?? member.id) - low + 1);
  const every = Math.max(1, Math.floor(total / memberCalls));
  // 2023-01-01 plus about nine seconds per call: three years for ten million.
  const start = Date.parse("2023-01-01T00:00:00Z") / 1000;
  const step = Math.max(1, Math.floor((3 * 365 * 86400) / total));
  const chunk = 1_000_000;
  const started = performance.now();
  // Throw-away data, generated consistent: no foreign-key look-ups and no flushes while filling.
  if (kind === "sqlite") {
    await sql`pragma foreign_keys = off`.execute(db);
    await sql`pragma synchronous = off`.execute(db);
    await sql`pragma cache_size = -1000000`.execute(db);
  }
  for (let from = 0; from < total; from += chunk) {
    const to = Math.min(total, from + chunk) - 1;
    // The member's calls, and an account for the others that skips the member.
    const userOf = (i: string) =>
      sql.raw(`case when ${i} % ${every} = 0 then ${member.id} else ${low} + (${i} * 7919) % ${others} end`);
    if (kind === "sqlite") {
      await sql`insert into calls (record_id, user_id, caller_number, line, extension, consultant_id,
          consultant_name, started_at, duration_seconds, cost_cents, created_at)
        with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to})
        select printf('cdr-%09d', i), ${userOf("i")}, '+49151' || printf('%08d', i % 100000000),
          case when i % 3 = 0 then 'premium' else 'member' end, printf('%03d', 100 + i % 40), null,
          'Beraterin ' || (i % 40),
          strftime('%Y-%m-%dT%H:%M:%S.000Z', ${start} + i * ${step}, 'unixepoch'),
          30 + i % 1800, (30 + i % 1800) * 2, strftime('%Y-%m-%dT%H:%M:%S.000Z', ${start} + i * ${step}, 'unixepoch')
        from n`.execute(db);
    } else {
      // Without the foreign-key triggers, which would look up the account of every row.
      await db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await sql`insert into calls (record_id, user_id, caller_number, line, extension, consultant_id,
          consultant_name, started_at, duration_seconds, cost_cents, created_at)
        select 'cdr-' || lpad(i::text, 9, '0'), ${userOf("i")}, '+49151' || lpad((i % 100000000)::text, 8, '0'),
          case when i % 3 = 0 then 'premium' else 'member' end, lpad((100 + i % 40)::text, 3, '0'), null,
          'Beraterin ' || (i % 40),
          to_char(to_timestamp(${start}::bigint + i * ${step}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
          30 + i % 1800, (30 + i % 1800) * 2,
          to_char(to_timestamp(${start}::bigint + i * ${step}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"')
        from generate_series(${from}::bigint, ${to}::bigint) as i`.execute(trx);
      });
    }
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`\r  ${whole(to + 1)} Anrufe angelegt (${seconds.toFixed(0)} s)   `);
  }
  process.stdout.write("\n");
  if (kind === "sqlite") {
    await sql`pragma foreign_keys = on`.execute(db);
    await sql`pragma synchronous = full`.execute(db);
  }
  if (kind === "postgres") await sql`vacuum analyze calls`.execute(db);
  else await sql`analyze`.execute(db);
  return member;
}

/**
 * GET /api/call-history for the member through the whole app (session cookie, route,
 * serializer) by app.inject: `runs` timed requests after `warmup` untimed ones.
 */
export async function measureCallHistory(
  handle: DatabaseHandle,
  member: CreatedUser,
  runs: number,
  warmup: number,
): Promise<CallHistoryResult> {
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-calls-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: "sqlite::memory:",
    PUBLIC_ORIGIN: "http://portal.bench",
    SESSION_SECRET: "bench-session-secret-0123456789abcdef",
    CLIENT_DIR: dir,
    MAIL_OUTBOX_DIR: dir,
  });
  const app = await buildApp(config, { database: handle, logger: false });
  try {
    await app.ready();
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { identifier: member.phone, password: member.password },
    });
    if (login.statusCode !== 200) throw new Error(`Anmeldung des Mitglieds: ${login.statusCode} ${login.body}`);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const request = () => app.inject({ method: "GET", url: "/api/call-history", headers: { cookie } });
    let shown = 0;
    for (let i = 0; i < warmup; i += 1) await request();
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const t0 = performance.now();
      const res = await request();
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`Anrufliste: ${res.statusCode} ${res.body}`);
      shown = (res.json() as unknown[]).length;
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), shown };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
