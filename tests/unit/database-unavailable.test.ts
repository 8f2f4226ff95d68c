import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { isDatabaseUnavailable } from "../../src/server/db/unavailable.ts";
import { paypalHttpError, PaypalUnreachableError } from "../../src/server/modules/providers/paypal/paypal-errors.ts";

// Real errors of the two drivers, not hand-made look-alikes: what decides between a 503 and a
// 500 is the shape node:sqlite and node-postgres give them.

function sqliteError(setUp: (db: DatabaseSync) => void, statement: string): unknown {
  const db = new DatabaseSync(":memory:");
  try {
    db.exec("create table t (x text unique)");
    setUp(db);
    db.exec(statement);
  } catch (error) {
    return error;
  } finally {
    if (db.isOpen) db.close();
  }
  throw new Error(`kein Fehler: ${statement}`);
}

/** Another connection holds the write lock longer than this one waits (busy_timeout 0 here). */
function busyError(): unknown {
  const dir = mkdtempSync(join(tmpdir(), "portal-busy-"));
  const holder = new DatabaseSync(join(dir, "busy.sqlite"));
  const waiter = new DatabaseSync(join(dir, "busy.sqlite"));
  try {
    holder.exec("pragma journal_mode = wal; create table t (x text)");
    waiter.exec("pragma busy_timeout = 0");
    holder.exec("begin immediate; insert into t values ('a')");
    waiter.exec("insert into t values ('b')");
  } catch (error) {
    return error;
  } finally {
    holder.close();
    waiter.close();
    rmSync(dir, { recursive: true, force: true });
  }
  throw new Error("kein Fehler trotz gehaltener Schreibsperre");
}

async function refusedConnection(): Promise<unknown> {
  const client = new pg.Client({ host: "127.0.0.1", port: await freePort(), connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch (error) {
    return error;
  }
  throw new Error("verbunden, wo niemand lauscht");
}

describe("isDatabaseUnavailable", () => {
  it("knows a full SQLite file, a read-only one, a lock held too long and a refused PostgreSQL connection", async () => {
    const full = sqliteError((db) => db.exec("pragma max_page_count = 1"), "insert into t values (zeroblob(100000))");
    const readOnly = sqliteError((db) => db.exec("pragma query_only = 1"), "insert into t values ('a')");
    expect(isDatabaseUnavailable(full)).toBe(true);
    expect(isDatabaseUnavailable(readOnly)).toBe(true);
    expect(isDatabaseUnavailable(busyError())).toBe(true);
    expect(isDatabaseUnavailable(await refusedConnection())).toBe(true);
  });

  it("leaves a request's own faults and the code's to the others: a duplicate, bad SQL, any other error", () => {
    const duplicate = sqliteError((db) => db.exec("insert into t values ('a')"), "insert into t values ('a')");
    const badSql = sqliteError(() => {}, "select from nowhere");
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(badSql)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe("paypalHttpError", () => {
  it("answers our own database's outage as 503, not as a PayPal outage", async () => {
    const ours = paypalHttpError(await refusedConnection(), "abgelehnt");
    expect(ours.statusCode).toBe(503);
    expect(ours.headers["Retry-After"]).toMatch(/^\d+$/);
    expect(ours.message).toBe("Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.");
    expect(paypalHttpError(new PaypalUnreachableError("PayPal not reachable"), "abgelehnt").statusCode).toBe(502);
  });
});
