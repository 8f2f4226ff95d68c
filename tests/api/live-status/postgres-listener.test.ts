import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type ThrowAwayPostgres } from "../../../scripts/lib/postgres.ts";
import { createConsultant } from "../../../src/server/db/seed/factories.ts";
import { statusStreamPath } from "../../../src/shared/schemas/live-status.ts";
import { openEventStream, type OpenEventStream } from "../../support/event-stream.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { pushStatus } from "../../support/status-push.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// On PostgreSQL every process hears the others' status changes on a LISTEN connection of its
// own (docs/decisions/0042). When that connection breaks (a restart, a failover, an
// administrator ending it), the process listens again and reads what it missed from the
// events table, so no stream loses an event or sees one twice.
//
// The file starts a PostgreSQL cluster of its own in both passes of the API suite: it ends
// connections of that cluster, which it must not do to the cluster the PostgreSQL pass shares
// between files (scripts/with-postgres.ts), and the SQLite pass has none.

const secret = "carrier-secret-of-the-listeners";
let postgres: ThrowAwayPostgres;
let database: TestDatabase;
let dir: string;
let a: ServerProcess;
let b: ServerProcess;
const streams: OpenEventStream[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  database = await createTestDatabase({ cluster: postgres.url });
  dir = mkdtempSync(join(tmpdir(), "portal-listener-"));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: join(dir, "data"),
    TELEPHONY_SECRET: secret,
    TELEPHONY_TOKEN: "ivr-token-of-the-listeners",
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await Promise.all([a, b].filter(Boolean).map(stopServerProcess));
  await database?.dispose();
  await postgres?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function stream(base: string) {
  const s = await openEventStream(`${base}${statusStreamPath}`);
  streams.push(s);
  expect(s.status).toBe(200);
  await expect.poll(() => s.retry).toBe(2000);
  return s;
}

// Only the status channel's connections: each process also listens for changes of the consultant
// list on a connection of its own (src/server/modules/consultants/list-freshness.ts).
const listening = async () =>
  (
    await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where query = 'LISTEN consultant_status' and datname = current_database()`.execute(database.handle.db)
  ).rows[0]?.n;

const killListeners = () =>
  sql<{ killed: boolean }>`select pg_terminate_backend(pid) as killed from pg_stat_activity
    where query = 'LISTEN consultant_status' and datname = current_database()`.execute(database.handle.db);

describe("PostgreSQL's listening connection", () => {
  it("is killed while events are pushed: every stream has all of them once, in order", async () => {
    const consultant = await createConsultant(database.handle.db, { status: "offline" });
    // Each process listens from its first stream on.
    const onA = await stream(a.base);
    const onB = await stream(b.base);
    await expect.poll(listening, { timeout: 15_000 }).toBe(2);
    const statuses = ["available", "busy", "offline"];
    const pushed: string[] = [];
    expect((await killListeners()).rows).toHaveLength(2);
    for (let i = 0; i < 12; i += 1) {
      const status = statuses[i % 3] ?? "busy";
      expect(await pushStatus(a.base, secret, consultant.extension, status)).toBe(200);
      pushed.push(status);
      if (i === 5) await killListeners();
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const s of [onA, onB]) {
      await s.waitFor(12, { event: "status", ms: 15_000 });
      await new Promise((r) => setTimeout(r, 500));
      const events = s.events.filter((e) => e.event === "status");
      expect(events.map((e) => (JSON.parse(e.data) as { status: string }).status)).toEqual(pushed);
      const ids = events.map((e) => Number(e.lastEventId));
      expect(new Set(ids).size).toBe(12);
      expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    }
    // Both processes listen again.
    await expect.poll(listening, { timeout: 15_000 }).toBe(2);
  }, 60_000);

  it("what was pushed while the connection was down reaches the other process's streams, without a later push", async () => {
    const consultant = await createConsultant(database.handle.db, { status: "offline" });
    const onB = await stream(b.base);
    await expect.poll(listening, { timeout: 15_000 }).toBe(2);
    const before = onB.events.filter((e) => e.event === "status").length;
    await killListeners();
    // Pushed to A at once, while B is without its connection; nothing is pushed after.
    for (const status of ["available", "busy", "available"]) {
      expect(await pushStatus(a.base, secret, consultant.extension, status)).toBe(200);
    }
    await onB.waitFor(before + 3, { event: "status", ms: 15_000 });
    const last = onB.events.filter((e) => e.event === "status").slice(before);
    expect(last.map((e) => JSON.parse(e.data) as unknown)).toEqual(
      ["available", "busy", "available"].map((status) => ({ id: consultant.id, status })),
    );
  }, 60_000);
});
