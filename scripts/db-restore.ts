import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { loadConfig } from "../src/server/config.ts";
import { sqliteFileOf } from "../src/server/db/database.ts";
import { restorePostgres } from "./lib/backup/postgres.ts";
import { describeCounts } from "./lib/backup/report.ts";
import { restoreSqlite } from "./lib/backup/sqlite.ts";

// `npm run db:restore -- <file>`: brings a backup of `npm run db:backup` back into the EMPTY
// database in DATABASE_URL; `npm run db:migrate` then brings it to the running code's schema.

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0) {
  console.error("Aufruf: npm run db:restore -- <sicherungsdatei>   (Ziel: die leere Datenbank in DATABASE_URL)");
  process.exit(2);
}
const backup = resolve(file);
if (!existsSync(backup)) {
  console.error(`Die Sicherung ${backup} gibt es nicht.`);
  process.exit(2);
}
const url = loadConfig().databaseUrl;
const sqliteFile = sqliteFileOf(url);

try {
  const counts = sqliteFile !== null ? restoreSqlite(backup, sqliteFile) : await restorePostgres(backup, url);
  console.log(`Zurückgespielt: ${backup} (${describeCounts(counts)})`);
  console.log("Als Nächstes: npm run db:migrate (bringt eine ältere Sicherung auf den Stand des Codes).");
} catch (err) {
  console.error(`Zurückspielen abgebrochen: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
