import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from "kysely";

/** How many times a connection of this process went back to its pool after writing. */
export interface WriteCount {
  readonly value: number;
}

// Anything but a plain read counts as a write (a statement the pattern misses only costs a
// needless recheck, never a missed write).
const plainRead = /^\s*select\b/i;

class CountingConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  wrote = false;
  constructor(inner: DatabaseConnection) {
    this.inner = inner;
  }
  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!plainRead.test(compiled.sql)) this.wrote = true;
    return this.inner.executeQuery(compiled);
  }
  streamQuery<R>(compiled: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    this.wrote = true;
    return this.inner.streamQuery(compiled, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) =>
  connection instanceof CountingConnection ? connection.inner : connection;

/**
 * The driver, counting every connection handed back after it wrote. A connection is handed back
 * after its transaction has committed (or rolled back), so when the count has grown, what this
 * process wrote is visible to its next read; while it stays the same, this process wrote nothing.
 */
class CountingDriver implements Driver {
  readonly inner: Driver;
  readonly count: { value: number };
  constructor(inner: Driver, count: { value: number }) {
    this.inner = inner;
    this.count = count;
  }
  init(): Promise<void> {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new CountingConnection(await this.inner.acquireConnection());
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(innerOf(connection), settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(innerOf(connection));
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(innerOf(connection));
  }
  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    if (!this.inner.savepoint) throw new Error("This driver has no savepoints.");
    return this.inner.savepoint(innerOf(connection), name, compile);
  }
  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error("This driver has no savepoints.");
    return this.inner.rollbackToSavepoint(innerOf(connection), name, compile);
  }
  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error("This driver has no savepoints.");
    return this.inner.releaseSavepoint(innerOf(connection), name, compile);
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(innerOf(connection));
    if (connection instanceof CountingConnection && connection.wrote) this.count.value++;
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/**
 * The dialect, its driver counting this process's writes: what keeps an answer made from the
 * database in memory asks the count whether this process may have changed it since
 * (modules/consultants/list-freshness.ts).
 */
export function countingWrites(dialect: Dialect): { dialect: Dialect; writes: WriteCount } {
  const count = { value: 0 };
  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => new CountingDriver(dialect.createDriver(), count),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
    writes: count,
  };
}
