// Which database errors mean "the database cannot serve us right now" rather than "this
// request is wrong" or "our code is wrong". These are answered 503 with Retry-After, logged
// without alarm, and retried by the jobs on their next tick (docs/decisions/0024).

// PostgreSQL SQLSTATEs: class 08 is "connection exception"; 57P01..57P03 are an administrator's
// shutdown, a crash shutdown and "cannot connect now" (starting up, shutting down, recovering);
// class 53 is "insufficient resources" (disk full, out of memory, too many connections); 25006
// is a write sent to a read-only server (a standby after a failover, or a database switched to
// read-only).
const postgresStates = new Set(["57P01", "57P02", "57P03", "25006"]);
const postgresClasses = new Set(["08", "53"]);

// Socket errors of a connection to the database server.
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// node-postgres reports a lost or never-made connection with these texts and no code.
const postgresClientTexts = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "timeout exceeded when trying to connect",
];

// SQLite primary result codes (the low byte of an extended code): the disk is full, the disk
// failed, another writer held the lock past busy_timeout, the file became read-only, the file
// cannot be opened.
const SQLITE_BUSY = 5;
const SQLITE_READONLY = 8;
const SQLITE_IOERR = 10;
const SQLITE_FULL = 13;
const SQLITE_CANTOPEN = 14;
const sqliteCodes = new Set([SQLITE_BUSY, SQLITE_READONLY, SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN]);

function field(error: object, name: string): unknown {
  return (error as Record<string, unknown>)[name];
}

function isUnavailableOne(error: object): boolean {
  const code = field(error, "code");
  if (typeof code === "string") {
    if (networkCodes.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && (postgresStates.has(code) || postgresClasses.has(code.slice(0, 2)))) return true;
    if (code === "ERR_SQLITE_ERROR") {
      const errcode = field(error, "errcode");
      return typeof errcode === "number" && sqliteCodes.has(errcode & 0xff);
    }
    // node:sqlite after the database was closed (the process is shutting down).
    if (code === "ERR_INVALID_STATE" && field(error, "message") === "database is not open") return true;
  }
  const message = field(error, "message");
  return typeof message === "string" && postgresClientTexts.some((text) => message.startsWith(text));
}

/** Whether this error says the database is away, full or locked: a 503, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if (isUnavailableOne(error)) return true;
  // Connecting to "localhost" tries IPv6 and IPv4 and reports both refusals together.
  const errors = field(error, "errors");
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner));
}
