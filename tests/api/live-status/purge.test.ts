import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// Status events are kept 24 hours (docs/decisions/0042): a repeating job deletes older ones.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOB_INTERVAL_MS: "100" });
});
afterAll(() => t.close());

describe("the purge of status events", () => {
  it("deletes the events older than 24 hours and keeps the others", async () => {
    const db = t.database.handle.db;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 60 * 60 * 1000).toISOString();
    await db
      .insertInto("consultant_status_events")
      .values([
        { consultant_id: 1, status: "busy", occurred_at: hoursAgo(49) },
        { consultant_id: 1, status: "available", occurred_at: hoursAgo(24.01) },
        { consultant_id: 1, status: "busy", occurred_at: hoursAgo(23.9) },
        { consultant_id: 1, status: "offline", occurred_at: hoursAgo(0) },
      ])
      .execute();
    const left = async () =>
      (await db.selectFrom("consultant_status_events").select("status").orderBy("id").execute()).map((r) => r.status);
    await expect.poll(left, { timeout: 5000 }).toEqual(["busy", "offline"]);
  });
});

describe("the purge after a quiet day", () => {
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await createTestApp({ JOB_INTERVAL_MS: "100" });
  });
  afterAll(() => quiet.close());

  it("keeps the newest event however old, so that an empty table means no status ever changed", async () => {
    const db = quiet.database.handle.db;
    const occurred_at = new Date(Date.now() - 30 * 60 * 60 * 1000).toISOString();
    await db
      .insertInto("consultant_status_events")
      .values([
        { consultant_id: 1, status: "busy", occurred_at },
        { consultant_id: 1, status: "offline", occurred_at },
      ])
      .execute();
    const left = async () =>
      (await db.selectFrom("consultant_status_events").select("status").orderBy("id").execute()).map((r) => r.status);
    await expect.poll(left, { timeout: 5000 }).toEqual(["offline"]);
  });
});
