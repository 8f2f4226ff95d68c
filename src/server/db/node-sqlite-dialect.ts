import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

// Kysely ships no driver for Node's built-in node:sqlite, so this small one adapts it.
// Writes use BEGIN IMMEDIATE so that a transaction takes the write lock up front and a
// concurrent writer waits (busy_timeout) instead of failing halfway through.

function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

// The app issues the same few hundred statements over and over; preparing one costs more than
// running a small one. Bounded, so that generated SQL (IN lists of varying length) cannot grow it.
const preparedLimit = 1000;

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #prepared = new Map<string, { stmt: StatementSync; reads: boolean }>();
  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** False once SQLite itself rolled the transaction back (it does on a full disk or an I/O error). */
  get inTransaction(): boolean {
    return this.#db.isOpen && this.#db.isTransaction;
  }

  #prepare(text: string): { stmt: StatementSync; reads: boolean } {
    let entry = this.#prepared.get(text);
    if (!entry) {
      const stmt = this.#db.prepare(text);
      entry = { stmt, reads: stmt.columns().length > 0 };
      if (this.#prepared.size >= preparedLimit) this.#prepared.clear();
      this.#prepared.set(text, entry);
    }
    return entry;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { stmt, reads } = this.#prepare(compiled.sql);
    const params = compiled.parameters.map(toSqlValue);
    if (reads) {
      return { rows: stmt.all(...params) as R[] };
    }
    const { changes, lastInsertRowid } = stmt.run(...params);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  // eslint-disable-next-line require-yield -- streaming is not offered by this driver
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming wird vom SQLite-Treiber nicht unterstützt.");
  }
}

/** One connection, handed out to one caller at a time so transactions never interleave. */
class NodeSqliteDriver implements Driver {
  readonly #path: string;
  #db: DatabaseSync | undefined;
  #connection: NodeSqliteConnection | undefined;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(path: string) {
    this.#path = path;
  }

  async init(): Promise<void> {
    const db = new DatabaseSync(this.#path);
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA busy_timeout = 5000");
    db.exec("PRAGMA synchronous = FULL");
    db.exec("PRAGMA foreign_keys = ON");
    this.#db = db;
    this.#connection = new NodeSqliteConnection(db);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release: () => void = () => {};
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    if (!this.#connection) throw new Error("Die Datenbank ist nicht geöffnet.");
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("BEGIN IMMEDIATE"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("COMMIT"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // After SQLITE_FULL or SQLITE_IOERR SQLite may already have rolled back; a second ROLLBACK
    // would fail with "no transaction is active" and hide the error that says why.
    if (connection instanceof NodeSqliteConnection && !connection.inTransaction) return;
    await connection.executeQuery(CompiledQuery.raw("ROLLBACK"));
  }

  async destroy(): Promise<void> {
    this.#db?.close();
    this.#db = undefined;
  }
}

export class NodeSqliteDialect implements Dialect {
  readonly #path: string;
  constructor(path: string) {
    this.#path = path;
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver() {
    return new NodeSqliteDriver(this.#path);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
