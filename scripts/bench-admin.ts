import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import type { DatabaseKind } from "../src/server/db/database.ts";
import { fillAccounts } from "./bench/accounts.ts";
import { measureAdminSearch, reportAdminSearch } from "./bench/admin-search.ts";
import { databaseNames as names, openPostgres, openSqlite } from "./bench/databases.ts";
import { latestMigration, migrateAllButLatest, timeLatestMigration } from "./bench/latest-migration.ts";

// `npm run bench:admin [-- --users 50000 --db sqlite|postgres|both --runs 100]`: the
// administrator's user search at scale. Fills a fresh SQLite file and a throw-away PostgreSQL
// through the real migrations (the search texts come from the same triggers as in the app),
// then times the function the route GET /api/admin/users calls, page and total included. The
// newest migration runs after the filling, so its time on a full database is reported too.

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
    await migrateAllButLatest(db);
    await fillAccounts(db, kind, userCount);
    const migrationSeconds = await timeLatestMigration(db);
    console.log(
      `  Neueste Migration ${latestMigration} auf ${userCount.toLocaleString("de-DE")} Konten: ` +
        `${migrationSeconds.toFixed(1).replace(".", ",")} s`,
    );
    console.log(`  Messen ...`);
    const results = await measureAdminSearch(db, runs, warmupRuns);
    allPassed = reportAdminSearch(kind, results, userCount) && allPassed;
    console.log(
      `  Dauer für ${names[kind]}: ${((performance.now() - started) / 1000).toFixed(0)} s, Last danach ${load()}`,
    );
  } finally {
    await target.dispose();
  }
}
process.exit(allPassed ? 0 : 1);
