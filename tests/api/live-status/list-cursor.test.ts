import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultant } from "../../../src/server/db/seed/factories.ts";
import { statusEventHeader, statusStreamPath } from "../../../src/shared/schemas/live-status.ts";
import { openEventStream, type OpenEventStream } from "../../support/event-stream.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { pushStatus } from "../../support/status-push.ts";
import { carrier } from "../../support/telephony.ts";

// The list of consultants names the newest status event it holds, and a stream opened from
// there sends what changed since, so that a page reads the list once (docs/decisions/0042).

let t: ListeningTestApp;
const open: OpenEventStream[] = [];
beforeAll(async () => {
  t = await createListeningTestApp({ TELEPHONY_SECRET: carrier.secret, TELEPHONY_TOKEN: carrier.token });
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
});

async function stream(lastEventId: string): Promise<OpenEventStream> {
  const s = await openEventStream(`${t.origin}${statusStreamPath}`, { lastEventId });
  open.push(s);
  return s;
}
const push = (extension: string, status: string) => pushStatus(t.origin, carrier.secret, extension, status);
const statuses = (s: OpenEventStream) => s.events.map((e) => (e.event === "status" ? JSON.parse(e.data) : e.event));

/** GET /api/consultants: the list's status event, and the statuses it shows. */
async function readList(acceptEncoding = "br, gzip") {
  const res = await fetch(`${t.origin}/api/consultants`, { headers: { "accept-encoding": acceptEncoding } });
  expect(res.status).toBe(200);
  const list = (await res.json()) as { id: number; status: string }[];
  return { eventId: res.headers.get(statusEventHeader), list };
}

const newestEvent = async () =>
  (
    await t.database.handle.db
      .selectFrom("consultant_status_events")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirstOrThrow()
  ).id;

describe("GET /api/consultants and the status stream", () => {
  // First in the file: its database has no status event yet.
  it("names event 0 before any status changed, and a stream from 0 starts without a reload", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "offline" });
    expect(await newestEvent()).toBeNull();
    const { eventId } = await readList();
    expect(eventId).toBe("0");
    const s = await stream("0");
    await expect.poll(() => s.retry).toBe(2000);
    expect(await push(consultant.extension, "available")).toBe(200);
    // The first thing it sends is the change, not a reload.
    await s.waitForNth(1);
    expect(statuses(s)).toEqual([{ id: consultant.id, status: "available" }]);
    s.close();
  });

  it("names the newest status event, in every encoding and in the cached answer alike", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "offline" });
    expect(await push(consultant.extension, "busy")).toBe(200);
    const newest = String(await newestEvent());
    for (const encoding of ["br", "gzip", "identity", "br"]) {
      const { eventId, list } = await readList(encoding);
      expect(eventId).toBe(newest);
      expect(list.find((c) => c.id === consultant.id)?.status).toBe("busy");
    }
  });

  it("a stream from the list's event sends exactly what changed after the list was read", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "offline" });
    const before = await readList();
    expect(before.list.find((c) => c.id === consultant.id)?.status).toBe("offline");
    expect(await push(consultant.extension, "available")).toBe(200);
    expect(await push(consultant.extension, "busy")).toBe(200);

    const behind = await stream(before.eventId ?? "");
    await behind.waitFor(2);
    expect(statuses(behind)).toEqual([
      { id: consultant.id, status: "available" },
      { id: consultant.id, status: "busy" },
    ]);

    // A list read after the changes: the stream from its event sends only what comes next.
    const after = await readList();
    expect(after.list.find((c) => c.id === consultant.id)?.status).toBe("busy");
    const current = await stream(after.eventId ?? "");
    await expect.poll(() => current.retry).toBe(2000);
    expect(await push(consultant.extension, "offline")).toBe(200);
    await current.waitForNth(1);
    expect(statuses(current)).toEqual([{ id: consultant.id, status: "offline" }]);
    for (const s of [behind, current]) s.close();
  });
});
