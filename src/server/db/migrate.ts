import { PostgresAdapter, sql, type Kysely } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";
import { migrations } from "./migrations/index.ts";
import { migrationLockKey } from "./postgres-dialect.ts";

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Kysely's record of the applied migrations (its default table name).
const migrationTable = "kysely_migration";

/** The migrations this database has applied that this code does not know: a newer release's. */
async function newerMigrations<T>(db: Kysely<T>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === migrationTable)) return [];
  const rows = await sql<{ name: string }>`select name from ${sql.table(migrationTable)}`.execute(db);
  return rows.rows.map((row) => row.name).filter((name) => !(name in migrations));
}

/**
 * Applies every pending migration; throws with the failing migration's name. A database that a
 * newer release has already migrated (during a rolling restart, or when a release is taken back)
 * is used as it is: that release's migrations only added (docs/decisions/0041), so this code
 * still runs on it, and `onNewer` is told their names. Kysely itself would refuse to start.
 *
 * On PostgreSQL everything happens in one transaction that first takes the migration lock: the
 * lock ends with the transaction, also behind PgBouncer in transaction pooling, and processes
 * starting together wait for each other before they look at Kysely's tables (the first of them
 * creates those). A failed migration rolls back all that this run applied.
 */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  options: { onNewer?: (names: string[]) => void } = {},
): Promise<string[]> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return migrateWith(db, options);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(migrationLockKey)})`.execute(trx);
    return migrateWith(trx, options);
  });
}

async function migrateWith<T>(db: Kysely<T>, options: { onNewer?: (names: string[]) => void }): Promise<string[]> {
  const newer = await newerMigrations(db);
  const migrator = new Migrator({ db, provider });
  if (newer.length > 0) {
    const pending = (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
    if (pending.length > 0) {
      throw new Error(
        `Die Datenbank enthält Migrationen einer neueren Version (${newer.join(", ")}), ` +
          `aber nicht diese: ${pending.join(", ")}. Bitte die neueste Version einspielen.`,
      );
    }
    options.onNewer?.(newer);
    return [];
  }
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unbekannt");
    throw new Error(`Migration ${failed?.migrationName ?? ""} fehlgeschlagen: ${reason}`);
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
