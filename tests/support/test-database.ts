import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../src/server/db/database.ts";
import { migrateToLatest } from "../../src/server/db/migrate.ts";

export interface TestDatabase {
  handle: DatabaseHandle;
  url: string;
  /** Closes and deletes the database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new SQLite file by default, or a new
 * database inside the PostgreSQL cluster named by TEST_DATABASE_URL (see scripts/with-postgres.ts).
 */
export async function createTestDatabase(
  options: {
    migrate?: boolean;
    /** A PostgreSQL cluster of the test's own (one it stops and starts), or "sqlite" for SQLite in either pass. */
    cluster?: string;
  } = {},
): Promise<TestDatabase> {
  const clusterUrl = options.cluster === "sqlite" ? undefined : (options.cluster ?? process.env.TEST_DATABASE_URL);
  let url: string;
  let cleanup: () => Promise<void>;
  if (clusterUrl) {
    const name = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const dbUrl = new URL(clusterUrl);
    dbUrl.pathname = `/${name}`;
    url = dbUrl.toString();
    cleanup = async () => {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      // pg's pool.end() resolves before its connections have closed; dropping "with (force)"
      // while they close kills them, and their clients report that as an unhandled error.
      for (let i = 0; i < 100; i += 1) {
        const open = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (open.rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), "portal-test-"));
    url = `sqlite:${join(dir, "test.sqlite")}`;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const handle = openDatabase(url);
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return {
    handle,
    url,
    async dispose() {
      await handle.close();
      await cleanup();
    },
  };
}
