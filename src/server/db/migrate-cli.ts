import { loadConfig } from "../config.ts";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

// `npm run db:migrate`: applies pending migrations and exits.
const config = loadConfig();
const handle = openDatabase(config.databaseUrl);
try {
  const applied = await migrateToLatest(handle.db, {
    onNewer: (names) => console.log(`Schon von einer neueren Version migriert (${names.join(", ")}); unverändert.`),
  });
  console.log(
    applied.length ? `Angewendet: ${applied.join(", ")}` : "Die Datenbank ist aktuell.",
    `(${handle.description})`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
