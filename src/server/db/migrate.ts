import type { Kysely } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";
import { migrations } from "./migrations/index.ts";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unbekannt");
    throw new Error(`Migration ${failed?.migrationName ?? ""} fehlgeschlagen: ${reason}`);
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
