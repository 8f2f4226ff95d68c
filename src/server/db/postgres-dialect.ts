import { PostgresAdapter, PostgresDialect, PostgresDriver, sql, type Kysely, type PostgresDialectConfig } from "kysely";
import pg from "pg";
import { countQueryError } from "../lib/metrics.ts";
import { queryErrorKind } from "./query-errors.ts";

/**
 * Kysely's driver, except that a failed ROLLBACK does not replace the error that made the
 * transaction fail. When the connection dies inside a transaction (the server restarts, an
 * administrator ends the backend), the ROLLBACK on that dead connection fails too, with
 * "not queryable"; the request must still see why it failed (a lost connection, a 503). The
 * base class marks the connection for discard before it throws, so it never returns to the
 * pool, and PostgreSQL rolls back whatever a lost connection left open.
 */
class PostgresDriverKeepingCause extends PostgresDriver {
  override async rollbackTransaction(connection: Parameters<PostgresDriver["rollbackTransaction"]>[0]): Promise<void> {
    await super.rollbackTransaction(connection).catch(() => {});
  }

  // A connection that cannot be made fails no query Kysely logs, but it is the first sign of
  // an outage: counted with the query errors (db/query-errors.ts).
  override async acquireConnection(): ReturnType<PostgresDriver["acquireConnection"]> {
    try {
      return await super.acquireConnection();
    } catch (error) {
      countQueryError("postgres", queryErrorKind(error));
      throw error;
    }
  }
}

/** The advisory lock key that serializes migrations (Kysely's own, so old and new releases exclude each other). */
export const migrationLockKey = 3853314791062309107n;

/**
 * Kysely's adapter, except that the migration lock belongs to the transaction, not the session.
 * Kysely takes `pg_advisory_lock` and frees it with a later statement; behind PgBouncer in
 * transaction pooling those two statements may reach different server connections, and the
 * lock stays behind on one of them (docs/operations.md, "PgBouncer"). A transaction's lock ends
 * with it, whether it commits or fails, so db/migrate.ts runs the migrator in a transaction.
 */
class PostgresAdapterWithTransactionLocks extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`select pg_advisory_xact_lock(${sql.lit(migrationLockKey)})`.execute(db);
  }
  override async releaseMigrationLock(): Promise<void> {}
}

class PostgresDialectKeepingCause extends PostgresDialect {
  readonly #config: PostgresDialectConfig;
  constructor(config: PostgresDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new PostgresDriverKeepingCause(this.#config);
  }
  override createAdapter() {
    return new PostgresAdapterWithTransactionLocks();
  }
}

/**
 * A pool that survives the database going away. node-postgres emits an 'error' event on a
 * client whose connection breaks, whether it sits idle in the pool or is checked out between
 * two queries of a request; without a listener Node ends the whole process. Every client
 * gets one as it connects, and the pool gets one for its idle clients, so a restart of
 * PostgreSQL costs the requests of that moment a 503 and nothing more: broken clients are
 * dropped, and the next request connects afresh (docs/decisions/0024).
 */
export function postgresDialect(
  url: string,
  onConnectionLost: (error: Error) => void,
  poolSize = 10,
): { dialect: PostgresDialect; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // While the server is unreachable (not refusing, just silent) a request waits at most this
    // long for a connection and then answers 503, instead of hanging until the client gives up.
    connectionTimeoutMillis: 5_000,
    // Finds a connection whose server vanished without closing it (a host that went down).
    keepAlive: true,
  });
  pool.on("connect", (client) => client.on("error", onConnectionLost));
  // The pool re-emits an idle client's error; the client's own listener above already reported it.
  pool.on("error", () => {});
  return { dialect: new PostgresDialectKeepingCause({ pool }), pool };
}
