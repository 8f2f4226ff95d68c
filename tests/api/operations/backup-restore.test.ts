import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acknowledgedWrites, moneyInvariants, type CheckResult } from "../../../scripts/crash-loop/checks.ts";
import { prepareJourneyDatabase } from "../../../scripts/crash-loop/journey-setup.ts";
import { emptyJournal, journey, type Journal } from "../../../scripts/crash-loop/journeys.ts";
import { findPgTool } from "../../../scripts/lib/backup/postgres-tools.ts";
import { tableCounts } from "../../../scripts/lib/backup/table-counts.ts";
import { debianPrograms, ensureDebianProgram } from "../../../scripts/lib/debian-package.ts";
import { startDebianPostgres, type DebianPostgres } from "../../../scripts/lib/debian-postgres.ts";
import { openDatabase } from "../../../src/server/db/database.ts";
import { migrations } from "../../../src/server/db/migrations/index.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";

// `npm run db:backup` under write load and `npm run db:restore` into a fresh database, as an
// operator runs them: the SQLite pass on a SQLite file, the PostgreSQL pass on Debian's own
// PostgreSQL 15 server, whose pg_dump is the one Debian ships (it refuses the newer server the
// other API tests use).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let cluster: DebianPostgres | undefined;
let dir: string;
let source: string;
let server: ServerProcess | undefined;

async function freshDatabase(name: string): Promise<string> {
  if (!cluster) return `sqlite:${join(dir, `${name}.sqlite`)}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return cluster.url.replace(/\/postgres$/, `/${name}`);
}

const run = promisify(execFile);

/** The real npm script, as an operator types it; asynchronous, so the load keeps running meanwhile. */
async function npmRun(args: string[], databaseUrl: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === "number" ? failed.code : 1, output: `${failed.stdout}${failed.stderr}` };
  }
}

async function broken(url: string, check: (db: ReturnType<typeof openDatabase>["db"]) => Promise<CheckResult[]>) {
  const handle = openDatabase(url);
  try {
    return (await check(handle.db)).filter((r) => r.problems.length > 0);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "portal-backup-"));
  if (onPostgres) cluster = await startDebianPostgres();
  source = await freshDatabase("portal");
  await prepareJourneyDatabase(source);
  server = await startServerProcess({
    DATABASE_URL: source,
    DATA_DIR: join(dir, "data"),
    SESSION_SECRET: "backup-test-keeps-this-secret",
    // All customers come from 127.0.0.1: the per-address limits would stop them after ten.
    RATE_LIMIT_SCALE: "100000",
    SPENDING_DEFAULT_MONTHLY_EUROS: "10000",
    // No background job writes between the counts and the backup taken once the load has stopped.
    JOB_INTERVAL_MS: "3600000",
  });
}, 120_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Customers registering, logging in and paying (PayPal, card, credits) until `stop` is called. */
function startLoad(journal: Journal, visitors: number) {
  const customers: Array<{ userId: number; phone: string; password: string }> = [];
  let stopped = false;
  const runTag = String(100 + Math.floor(Math.random() * 900));
  const base = server?.base ?? "";
  const visitor = async () => {
    while (!stopped) {
      try {
        const customer = await journey(base, journal, runTag, () => customers[customers.length - 1]);
        if (customer) customers.push(customer);
      } catch (error) {
        journal.unexpected.push(String(error));
      }
    }
  };
  const running = Promise.all(Array.from({ length: visitors }, visitor));
  return async () => {
    stopped = true;
    await running;
  };
}

// Rows also leave these under the load, so their counts do not bracket the snapshot: a
// successful login resets the address's failure counter, and a login replaces the session the
// visitor held. SQLite's full-text index of the user search keeps its segments in tables of
// its own, which it merges as it goes. Every other table only grows while customers register
// and pay.
const shrinking = new Set(["rate_limit_hits", "sessions", "users_search_data", "users_search_idx"]);

async function waitFor(condition: () => boolean, what: string) {
  const deadline = Date.now() + 90_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Zeitüberschreitung: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe(`backups of the running portal (${onPostgres ? "Debian's PostgreSQL 15" : "SQLite"})`, () => {
  it(
    "a backup taken under write load restores with the money adding up and every table between its counts before and after",
    { timeout: 240_000 },
    async () => {
      const journal = emptyJournal();
      const stopLoad = startLoad(journal, 3);
      let stopped = false;
      try {
        await waitFor(
          () => journal.creditPurchases.length + journal.memberships.length + journal.cardMemberships.length >= 4,
          "die ersten Zahlungen",
        );
        const acknowledgedBefore = structuredClone(journal);
        const before = await tableCounts(source);
        const backup = join(dir, "under-load.backup");
        const made = await npmRun(["db:backup", "--", "--out", backup], source);
        const after = await tableCounts(source);
        await stopLoad();
        stopped = true;
        expect(made.output).toContain("Sicherung geschrieben");
        expect(made.code).toBe(0);
        expect(statSync(backup).mode & 0o777).toBe(0o600);
        expect(journal.unexpected).toEqual([]);
        // The load wrote while the backup ran.
        const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
        expect(total(after)).toBeGreaterThan(total(before));

        const restoredUrl = await freshDatabase("restored_under_load");
        const restored = await npmRun(["db:restore", "--", backup], restoredUrl);
        expect(restored.output).toContain("Zurückgespielt");
        expect(restored.code).toBe(0);
        expect(await broken(restoredUrl, moneyInvariants)).toEqual([]);
        expect(await broken(restoredUrl, (db) => acknowledgedWrites(db, acknowledgedBefore))).toEqual([]);
        const inRestore = await tableCounts(restoredUrl);
        expect(Object.keys(inRestore).sort()).toEqual(Object.keys(before).sort());
        const outside = Object.entries(inRestore).filter(
          ([table, rows]) => !shrinking.has(table) && (rows < (before[table] ?? 0) || rows > (after[table] ?? 0)),
        );
        expect(outside.map(([table, rows]) => `${table}: ${before[table]} ≤ ${rows} ≤ ${after[table]}`)).toEqual([]);

        // Once the load has stopped, a backup restores to exactly the same counts.
        const idle = await tableCounts(source);
        const quiet = join(dir, "idle.backup");
        expect((await npmRun(["db:backup", "--", "--out", quiet], source)).code).toBe(0);
        expect(await tableCounts(source)).toEqual(idle);
        const quietUrl = await freshDatabase("restored_idle");
        expect((await npmRun(["db:restore", "--", quiet], quietUrl)).code).toBe(0);
        expect(await tableCounts(quietUrl)).toEqual(idle);
        expect(await broken(quietUrl, moneyInvariants)).toEqual([]);
        expect(await broken(quietUrl, (db) => acknowledgedWrites(db, journal))).toEqual([]);

        // Restoring into a database that holds data is refused and changes nothing.
        const refused = await npmRun(["db:restore", "--", quiet], restoredUrl);
        expect(refused.code).toBe(1);
        expect(refused.output).toContain("ist nicht leer");
        expect(refused.output).toContain("es wurde nichts verändert");
        expect(await tableCounts(restoredUrl)).toEqual(inRestore);
      } finally {
        if (!stopped) await stopLoad();
      }
    },
  );

  it(
    "an older backup restored takes the running code's migrations with npm run db:migrate",
    { timeout: 120_000 },
    async () => {
      const names = Object.keys(migrations).sort();
      const older = names.slice(0, -3);
      const olderUrl = await freshDatabase("older");
      const handle = openDatabase(olderUrl);
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      const { error } = await migrator.migrateTo(older[older.length - 1] ?? "");
      await handle.close();
      expect(error).toBeUndefined();

      const backup = join(dir, "older.backup");
      expect((await npmRun(["db:backup", "--", "--out", backup], olderUrl)).code).toBe(0);
      const restoredUrl = await freshDatabase("older_restored");
      expect((await npmRun(["db:restore", "--", backup], restoredUrl)).code).toBe(0);
      const migrated = await npmRun(["db:migrate"], restoredUrl);
      expect(migrated.code).toBe(0);
      expect(migrated.output).toContain(`Angewendet: ${names.slice(-3).join(", ")}`);
      expect((await npmRun(["db:migrate"], restoredUrl)).output).toContain("Die Datenbank ist aktuell.");
    },
  );

  it("names the package to install when pg_dump is older than the server", async () => {
    ensureDebianProgram(debianPrograms.pgDump15);
    await expect(findPgTool("pg_dump", 99)).rejects.toThrow(
      /pg_dump \d+ \(.*\) ist älter als der PostgreSQL-Server \(Version 99\).*`sudo apt-get install postgresql-client-99`/,
    );
  });
});
