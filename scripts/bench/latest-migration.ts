import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { migrateToLatest } from "../../src/server/db/migrate.ts";
import { migrations } from "../../src/server/db/migrations/index.ts";

// How long a release's newest migration holds a full database: the benchmark applies every
// migration but the newest to the empty database, fills it, and then times the newest one, as
// the first process of a rolling restart would run it (docs/operations.md).

/** The newest migration's name: the migrations are named by date, so it sorts last. */
export const latestMigration = Object.keys(migrations).sort().at(-1) ?? "";

/** Applies every migration except the newest. */
export async function migrateAllButLatest<T>(db: Kysely<T>): Promise<void> {
  const names = Object.keys(migrations).sort();
  const target = names.at(-2);
  if (!target) return;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Applies the newest migration and returns how long it took, in seconds. */
export async function timeLatestMigration<T>(db: Kysely<T>): Promise<number> {
  const started = performance.now();
  const applied = await migrateToLatest(db);
  if (!applied.includes(latestMigration)) throw new Error(`${latestMigration} wurde nicht angewendet.`);
  return (performance.now() - started) / 1000;
}
