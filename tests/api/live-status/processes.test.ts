import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { startHaproxy, type RunningHaproxy } from "../../../scripts/lib/haproxy.ts";
import { createConsultant } from "../../../src/server/db/seed/factories.ts";
import { statusStreamPath } from "../../../src/shared/schemas/live-status.ts";
import { openEventStream, type OpenEventStream } from "../../support/event-stream.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { pushStatus } from "../../support/status-push.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// Real server processes on one database (one SQLite file, or PostgreSQL in that pass): a status
// pushed to one process reaches the streams of another; HAProxy passes the stream on unbuffered; a stopping process ends
// its streams and exits (docs/decisions/0042, 0041).
// postgres-listener.test.ts breaks PostgreSQL's listening connection in both passes.

const secret = "carrier-secret-of-the-processes";
let database: TestDatabase;
let dir: string;
let a: ServerProcess;
let b: ServerProcess;
const streams: OpenEventStream[] = [];

const env = () => ({
  DATABASE_URL: database.url,
  DATA_DIR: join(dir, "data"),
  TELEPHONY_SECRET: secret,
  TELEPHONY_TOKEN: "ivr-token-of-the-processes",
});

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), "portal-live-status-"));
  [a, b] = await Promise.all([startServerProcess(env()), startServerProcess(env())]);
}, 120_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await Promise.all([a, b].filter(Boolean).map(stopServerProcess));
  await database?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function stream(base: string, options: Parameters<typeof openEventStream>[1] = {}) {
  const s = await openEventStream(`${base}${statusStreamPath}`, options);
  streams.push(s);
  expect(s.status).toBe(200);
  await expect.poll(() => s.retry).toBe(2000);
  return s;
}

const dataOf = (s: OpenEventStream) =>
  s.events.filter((e) => e.event === "status").map((e) => JSON.parse(e.data) as { id: number; status: string });

describe("the live status across processes", () => {
  it("a push to process A reaches a stream on process B", async () => {
    const consultant = await createConsultant(database.handle.db, { status: "offline" });
    const onB = await stream(b.base);
    const onA = await stream(a.base);
    const started = performance.now();
    expect(await pushStatus(a.base, secret, consultant.extension, "available")).toBe(200);
    const event = await onB.waitForNth(1, { event: "status", ms: 3000 });
    expect(event.at - started).toBeLessThan(2000);
    expect(JSON.parse(event.data)).toEqual({ id: consultant.id, status: "available" });
    await onA.waitFor(1, { event: "status" });
    expect(onA.events[0]?.lastEventId).toBe(event.lastEventId);
    onA.close();
    onB.close();
  });

  it("pushes at the same moment to both processes: every stream has every event once, in id order", async () => {
    const db = database.handle.db;
    const consultants = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createConsultant(db, { status: "offline" })));
    const onA = await stream(a.base);
    const onB = await stream(b.base);
    const { newest: before } = await db
      .selectFrom("consultant_status_events")
      .select((eb) => eb.fn.max("id").as("newest"))
      .executeTakeFirstOrThrow();
    // Each consultant through its own round of changes, all consultants at once, half to each process.
    await Promise.all(
      consultants.map(async (consultant, n) => {
        for (const status of ["available", "busy", "offline", "available", "busy"]) {
          expect(await pushStatus(n % 2 ? a.base : b.base, secret, consultant.extension, status)).toBe(200);
        }
      }),
    );
    const written = await db
      .selectFrom("consultant_status_events")
      .select("id")
      .where("id", ">", Number(before ?? 0))
      .orderBy("id")
      .execute();
    expect(written).toHaveLength(30);
    for (const s of [onA, onB]) {
      await s.waitFor(30, { event: "status", ms: 10_000 });
      await new Promise((r) => setTimeout(r, 300));
      const ids = s.events.filter((e) => e.event === "status").map((e) => Number(e.lastEventId));
      expect(ids).toEqual(written.map((row) => row.id));
    }
    onA.close();
    onB.close();
  }, 60_000);

  it("HAProxy passes the stream on unbuffered: a push arrives through the proxy within a second", async () => {
    let proxy: RunningHaproxy | undefined;
    try {
      // One backend, the process pushed to: what is measured is the proxy alone, not the way
      // between two processes (SQLite's poll of a second).
      proxy = await startHaproxy({
        backends: [new URL(a.base).host],
        httpsPort: await freePort(),
        httpPort: await freePort(),
      });
      const consultant = await createConsultant(database.handle.db, { status: "offline" });
      const through = await stream(proxy.base, { ca: proxy.ca });
      expect(through.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
      expect(through.headers["content-encoding"]).toBeUndefined();
      for (const [i, status] of ["available", "busy"].entries()) {
        const started = performance.now();
        expect(await pushStatus(a.base, secret, consultant.extension, status)).toBe(200);
        const events = await through.waitFor(i + 1, { event: "status", ms: 3000 });
        expect((events.at(-1)?.at ?? Infinity) - started).toBeLessThan(1000);
      }
      expect(dataOf(through)).toEqual([
        { id: consultant.id, status: "available" },
        { id: consultant.id, status: "busy" },
      ]);
      through.close();
    } finally {
      await proxy?.stop();
    }
  }, 60_000);

  it("a stopping process ends its streams when the drain begins and exits promptly", async () => {
    const c = await startServerProcess({ ...env(), DRAIN_SECONDS: "2" });
    const open = await Promise.all([stream(c.base), stream(c.base), stream(c.base)]);
    const started = performance.now();
    c.child.kill("SIGTERM");
    await Promise.all(open.map((s) => s.ended));
    const streamsEndedMs = performance.now() - started;
    await c.exited;
    const exitedMs = performance.now() - started;
    expect(c.child.exitCode).toBe(0);
    // The streams end at the start of the drain, not at its end; the drain's 2 s then pass.
    expect(streamsEndedMs).toBeLessThan(1000);
    expect(exitedMs).toBeLessThan(6000);
  }, 60_000);

  it("without a drain the close itself ends the streams", async () => {
    const c = await startServerProcess({ ...env(), DRAIN_SECONDS: "0" });
    const open = await Promise.all([stream(c.base), stream(c.base)]);
    const started = performance.now();
    c.child.kill("SIGTERM");
    await Promise.all(open.map((s) => s.ended));
    await c.exited;
    expect(c.child.exitCode).toBe(0);
    expect(performance.now() - started).toBeLessThan(3000);
  }, 60_000);
});
