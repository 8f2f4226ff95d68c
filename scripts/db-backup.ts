import { mkdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config.ts";
import { sqliteFileOf } from "../src/server/db/database.ts";
import { backupPostgres } from "./lib/backup/postgres.ts";
import { backupSqlite } from "./lib/backup/sqlite.ts";
import { describeCounts, megabytes } from "./lib/backup/report.ts";

// `npm run db:backup [-- --out <file> | --dir <folder>]`: a consistent backup of the database in DATABASE_URL while
// the portal runs (docs/operations.md, "Backups").

const { values } = parseArgs({ options: { out: { type: "string" }, dir: { type: "string" } } });
const url = loadConfig().databaseUrl;
const sqliteFile = sqliteFileOf(url);
// A UTC timestamp that sorts by time and is a valid file name everywhere (no colons).
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, "Z")
  .replaceAll(":", "-");
const name = `portal-${stamp}.${sqliteFile === null ? "dump" : "sqlite"}`;
const out = resolve(values.out ?? join(values.dir ?? "backups", name));
mkdirSync(dirname(out), { recursive: true, mode: 0o700 });

try {
  if (sqliteFile !== null) {
    const counts = backupSqlite(resolve(sqliteFile), out);
    console.log(`Sicherung geschrieben: ${out} (${megabytes(statSync(out).size)}, ${describeCounts(counts)})`);
  } else {
    const result = await backupPostgres(url, out);
    console.log(
      `Sicherung geschrieben: ${out} (${megabytes(statSync(out).size)}, ${result.tables} Tabellen, ${result.pgDump})`,
    );
  }
} catch (err) {
  console.error(`Sicherung fehlgeschlagen: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
