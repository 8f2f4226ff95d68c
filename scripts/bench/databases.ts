import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type DatabaseHandle, type DatabaseKind } from "../../src/server/db/database.ts";
import { startPostgres } from "../lib/postgres.ts";

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
  // The memory settings are a small server's.
  const server = await startPostgres({
    flags: ["-c", "shared_buffers=512MB", "-c", "maintenance_work_mem=512MB", "-c", "max_wal_size=4GB"],
  });
  const handle = openDatabase(server.url);
  return {
    handle,
    async dispose() {
      await handle.close();
      // pg's pool.end() resolves before its sockets are closed; a cluster stopped at once would
      // terminate them, and the idle clients would throw that as an unhandled error.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await server.stop();
    },
  };
}
