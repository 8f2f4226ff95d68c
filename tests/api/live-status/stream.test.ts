import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultant } from "../../../src/server/db/seed/factories.ts";
import { statusStreamPath } from "../../../src/shared/schemas/live-status.ts";
import { openEventStream, type OpenEventStream } from "../../support/event-stream.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { pushStatus } from "../../support/status-push.ts";
import { carrier } from "../../support/telephony.ts";

// The live status stream over real HTTP (docs/decisions/0042): the carrier's push, the order,
// the resumption with Last-Event-ID, the limits.

let t: ListeningTestApp;
const open: OpenEventStream[] = [];
beforeAll(async () => {
  t = await createListeningTestApp({ TELEPHONY_SECRET: carrier.secret, TELEPHONY_TOKEN: carrier.token });
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
});

const url = () => `${t.origin}${statusStreamPath}`;
async function stream(options: Parameters<typeof openEventStream>[1] = {}) {
  const s = await openEventStream(url(), options);
  open.push(s);
  return s;
}
const push = (extension: string, status: string) => pushStatus(t.origin, carrier.secret, extension, status);
const statusEvents = (s: OpenEventStream) => s.events.filter((e) => e.event === "status");

describe("GET /api/consultants/status-events", () => {
  it("is an uncompressed, uncached event stream that starts with retry", async () => {
    const s = await stream({ headers: { "accept-encoding": "br, gzip" } });
    expect(s.status).toBe(200);
    expect(s.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(s.headers["cache-control"]).toBe("no-store");
    expect(s.headers["x-accel-buffering"]).toBe("no");
    expect(s.headers["content-encoding"]).toBeUndefined();
    await expect.poll(() => s.retry).toBe(2000);
    s.close();
  });

  it("sends a signed status push as one event with its id; the same status again sends nothing", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "available" });
    const s = await stream();
    expect(await push(consultant.extension, "busy")).toBe(200);
    const event = await s.waitForNth(1, { event: "status" });
    expect(JSON.parse(event.data)).toEqual({ id: consultant.id, status: "busy" });
    const row = await t.database.handle.db
      .selectFrom("consultant_status_events")
      .selectAll()
      .where("consultant_id", "=", consultant.id)
      .executeTakeFirstOrThrow();
    expect(event.lastEventId).toBe(String(row.id));
    expect(row.status).toBe("busy");

    expect(await push(consultant.extension, "busy")).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(statusEvents(s)).toHaveLength(1);
    const rows = await t.database.handle.db
      .selectFrom("consultant_status_events")
      .select("id")
      .where("consultant_id", "=", consultant.id)
      .execute();
    expect(rows).toHaveLength(1);
    s.close();
  });

  it("sends ten pushes in a row in their order", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "offline" });
    const s = await stream();
    const statuses = [
      "available",
      "busy",
      "available",
      "offline",
      "busy",
      "offline",
      "available",
      "busy",
      "offline",
      "available",
    ];
    for (const status of statuses) expect(await push(consultant.extension, status)).toBe(200);
    const events = await s.waitFor(10, { event: "status" });
    expect(events.map((e) => JSON.parse(e.data).status)).toEqual(statuses);
    const ids = events.map((e) => Number(e.lastEventId));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(10);
    s.close();
  });

  it("unknown extension: 404 as before, no event", async () => {
    const before = await t.database.handle.db.selectFrom("consultant_status_events").select("id").execute();
    expect(await push("999", "busy")).toBe(404);
    const after = await t.database.handle.db.selectFrom("consultant_status_events").select("id").execute();
    expect(after).toHaveLength(before.length);
  });

  it("with Last-Event-ID replays exactly what was missed, then goes on live", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "offline" });
    const first = await stream();
    await push(consultant.extension, "available");
    const seen = await first.waitForNth(1, { event: "status" });
    first.close();
    await push(consultant.extension, "busy");
    await push(consultant.extension, "offline");

    const resumed = await stream({ lastEventId: seen.lastEventId });
    const missed = await resumed.waitFor(2, { event: "status" });
    expect(missed.map((e) => JSON.parse(e.data))).toEqual([
      { id: consultant.id, status: "busy" },
      { id: consultant.id, status: "offline" },
    ]);
    await push(consultant.extension, "available");
    await resumed.waitFor(3, { event: "status" });
    await new Promise((r) => setTimeout(r, 300));
    expect(statusEvents(resumed).map((e) => JSON.parse(e.data).status)).toEqual(["busy", "offline", "available"]);
    expect(resumed.events.some((e) => e.event === "reload")).toBe(false);

    // The same by the query parameter (a page opening a new EventSource), and the header wins.
    const byQuery = await stream({ headers: {} });
    byQuery.close();
    const viaQuery = await openEventStream(`${url()}?lastEventId=${seen.lastEventId}`);
    open.push(viaQuery);
    expect((await viaQuery.waitFor(3, { event: "status" })).map((e) => JSON.parse(e.data).status)).toEqual([
      "busy",
      "offline",
      "available",
    ]);
    const newest = statusEvents(resumed).at(-1)?.lastEventId;
    const headerWins = await openEventStream(`${url()}?lastEventId=${seen.lastEventId}`, { lastEventId: newest });
    open.push(headerWins);
    await new Promise((r) => setTimeout(r, 300));
    expect(statusEvents(headerWins)).toHaveLength(0);
    for (const s of [resumed, viaQuery, headerWins]) s.close();
  });

  it("without Last-Event-ID names the newest id, so that a reconnect resumes from there", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "offline" });
    await push(consultant.extension, "busy");
    const newest = await t.database.handle.db
      .selectFrom("consultant_status_events")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirstOrThrow();
    const s = await stream();
    await expect.poll(() => s.retry).toBe(2000);
    await new Promise((r) => setTimeout(r, 200));
    // An id line without data sets the browser's last event id and dispatches nothing.
    expect(s.events).toEqual([]);
    const resumed = await stream({ lastEventId: String(newest.id) });
    await new Promise((r) => setTimeout(r, 300));
    expect(resumed.events).toEqual([]);
    for (const x of [s, resumed]) x.close();
  });

  it("sends reload for an id older than the oldest kept, or one it never gave", async () => {
    const db = t.database.handle.db;
    const consultant = await createConsultant(db, { status: "offline" });
    await push(consultant.extension, "busy");
    const { oldest, newest } = await db
      .selectFrom("consultant_status_events")
      .select((eb) => [eb.fn.min("id").as("oldest"), eb.fn.max("id").as("newest")])
      .executeTakeFirstOrThrow();
    // The oldest rows are gone (purged): an id before them has missed something.
    await db.deleteFrom("consultant_status_events").where("id", "=", Number(oldest)).execute();
    for (const lastEventId of [String(Number(oldest) - 1), String(Number(newest) + 1000), "abc", "-1"]) {
      const s = await stream({ lastEventId });
      const reload = await s.waitForNth(1, { event: "reload" });
      expect(reload.lastEventId).toBe(String(newest));
      expect(statusEvents(s)).toEqual([]);
      s.close();
    }
    // Right before the oldest kept: nothing was lost.
    const s = await stream({ lastEventId: String(Number(oldest)) });
    await new Promise((r) => setTimeout(r, 300));
    expect(s.events.some((e) => e.event === "reload")).toBe(false);
    s.close();
  });

  it("holds at most 20 streams per client address (429 in German), others may still open", async () => {
    const mine: OpenEventStream[] = [];
    for (let i = 0; i < 20; i += 1) mine.push(await stream({ localAddress: "127.0.0.9" }));
    expect(mine.every((s) => s.status === 200)).toBe(true);
    const refused = await stream({ localAddress: "127.0.0.9" });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).message).toMatch(/zu viele Statusverbindungen/);
    const other = await stream({ localAddress: "127.0.0.10" });
    expect(other.status).toBe(200);
    mine[0]?.close();
    await expect
      .poll(async () => {
        const again = await stream({ localAddress: "127.0.0.9" });
        again.close();
        return again.status;
      })
      .toBe(200);
    for (const s of [...mine, other]) s.close();
  });

  it("the administration's status change is an event too", async () => {
    const { createAdmin } = await import("../../../src/server/db/seed/factories.ts");
    const { createAgent } = await import("../../support/agent.ts");
    const { login } = await import("../../support/paypal-sandbox.ts");
    const admin = createAgent(t.app, { ip: "203.0.113.8", origin: t.origin });
    await login(admin, await createAdmin(t.database.handle.db));
    const consultant = await createConsultant(t.database.handle.db, { status: "offline" });
    const s = await stream();
    const list = (await admin.get("/api/admin/consultants")).json() as Array<Record<string, unknown>>;
    const current = list.find((c) => c.id === consultant.id) ?? {};
    const values = {
      name: current.name,
      title: current.title,
      specialties: current.specialties,
      description: current.description,
      status: "available",
      extension: current.extension,
      creditsPerMinute: current.creditsPerMinute,
      workingHours: current.workingHours ?? "",
    };
    const res = await admin.put(`/api/admin/consultants/${consultant.id}`, values);
    expect(res.statusCode).toBe(200);
    const event = await s.waitForNth(1, { event: "status" });
    expect(JSON.parse(event.data)).toEqual({ id: consultant.id, status: "available" });
    // Saved again unchanged: no event.
    expect((await admin.put(`/api/admin/consultants/${consultant.id}`, values)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1200));
    expect(statusEvents(s)).toHaveLength(1);
    s.close();
  });
});
