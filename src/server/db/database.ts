import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Kysely } from "kysely";
import pg from "pg";
import { NodeSqliteDialect } from "./node-sqlite-dialect.ts";
import { trackPool } from "../lib/metrics.ts";
import { postgresDialect } from "./postgres-dialect.ts";
import { countingQueryErrors } from "./query-errors.ts";
import type { Database } from "./schema.ts";
import { countingWrites, type WriteCount } from "./write-count.ts";

export type DatabaseKind = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, safe to log (no password). */
  description: string;
  /** Grows when a connection of this process has written and is handed back (db/write-count.ts). */
  writes: WriteCount;
  close(): Promise<void>;
}

// PostgreSQL returns bigint (int8) as text; our counters and ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function sqliteFileOf(url: string): string | null {
  if (!url.startsWith("sqlite:")) return null;
  return url.slice("sqlite:".length).replace(/^\/\/(?=\/)/, "");
}

export interface OpenOptions {
  /**
   * Told when a PostgreSQL connection breaks outside a query (the server restarted or ended
   * it); the pool drops that connection by itself. Nothing to do but log it.
   */
  onConnectionLost?: (error: Error) => void;
  /** PostgreSQL: the most connections this process opens (DATABASE_POOL_SIZE). */
  poolSize?: number;
}

export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  const file = sqliteFileOf(url);
  if (file !== null) {
    const path = file === ":memory:" ? file : resolve(file);
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    const { dialect, writes } = countingWrites(new NodeSqliteDialect(path));
    const db = new Kysely<Database>({ dialect, log: countingQueryErrors("sqlite") });
    return { db, kind: "sqlite", description: `SQLite (${path})`, writes, close: () => db.destroy() };
  }
  const postgres = postgresDialect(url, options.onConnectionLost ?? (() => {}), options.poolSize);
  const { pool } = postgres;
  const { dialect, writes } = countingWrites(postgres.dialect);
  const db = new Kysely<Database>({ dialect, log: countingQueryErrors("postgres") });
  const untrackPool = trackPool(pool);
  const { host, pathname } = new URL(url);
  return {
    db,
    kind: "postgres",
    description: `PostgreSQL (${host}${pathname})`,
    writes,
    close: async () => {
      untrackPool();
      await db.destroy();
    },
  };
}
