import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../src/server/db/database.ts";
import { createConsultant, createUser } from "../../../src/server/db/seed/factories.ts";
import { queueAlertsWithin } from "../../../src/server/modules/favourites/claim.ts";
import { alertMailsOf, alertOn, berlinNov27, statusEvent } from "../../support/favourites.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The claim of "Benachrichtigen, wenn verfügbar" inside the status change (docs/decisions/0042):
// one mail per alert and 6 hours, between 8 and 22 Uhr Berlin time unless any hour was chosen,
// however many changes, processes and transactions see the consultant become available.

let t: TestApp;
beforeAll(async () => {
  // The job stays out of the way: these tests count what is queued.
  t = await createTestApp({ JOB_INTERVAL_MS: "3600000" });
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

async function consultantWithAlerts(count: number, options: { anyHour?: boolean } = {}) {
  const consultant = await createConsultant(db(), { status: "offline" });
  const alerts: number[] = [];
  for (let i = 0; i < count; i += 1)
    alerts.push(await alertOn(db(), (await createUser(db())).id, consultant.id, options));
  return { consultant, alerts };
}

describe("claiming availability alerts", () => {
  it("queues one mail per alert when ten 'available' events for one consultant run at once", async () => {
    const { consultant } = await consultantWithAlerts(3);
    const at = berlinNov27(12);
    const queued = await Promise.all(
      Array.from({ length: 10 }, (_, i) => statusEvent(db(), consultant.id, "available", new Date(at.getTime() + i))),
    );
    expect(queued.reduce((a, b) => a + b, 0)).toBe(3);
    const mails = await alertMailsOf(db(), consultant.id);
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((m) => m.alert_id)).size).toBe(3);
  });

  it("sends at most one mail for a flapping status", async () => {
    const { consultant } = await consultantWithAlerts(1);
    const start = berlinNov27(15);
    for (let i = 0; i < 5; i += 1) {
      await statusEvent(db(), consultant.id, "available", new Date(start.getTime() + 2 * i * minuteMs));
      await statusEvent(db(), consultant.id, "busy", new Date(start.getTime() + (2 * i + 1) * minuteMs));
    }
    expect(await alertMailsOf(db(), consultant.id)).toHaveLength(1);
  });

  it("mails again only 6 hours after the last mail", async () => {
    const { consultant } = await consultantWithAlerts(1);
    const first = berlinNov27(9);
    await statusEvent(db(), consultant.id, "available", first);
    await statusEvent(db(), consultant.id, "available", new Date(first.getTime() + 6 * hourMs - minuteMs));
    expect(await alertMailsOf(db(), consultant.id)).toHaveLength(1);
    await statusEvent(db(), consultant.id, "available", new Date(first.getTime() + 6 * hourMs));
    expect(await alertMailsOf(db(), consultant.id)).toHaveLength(2);
  });

  it("keeps quiet from 22 to 8 Uhr Berlin time unless the user chose any hour", async () => {
    const quiet = await consultantWithAlerts(1);
    for (const at of [berlinNov27(22, 30), berlinNov27(7, 59), berlinNov27(3)]) {
      await statusEvent(db(), quiet.consultant.id, "available", at);
    }
    expect(await alertMailsOf(db(), quiet.consultant.id)).toHaveLength(0);
    await statusEvent(db(), quiet.consultant.id, "available", berlinNov27(8));
    expect(await alertMailsOf(db(), quiet.consultant.id)).toHaveLength(1);

    const anyHour = await consultantWithAlerts(1, { anyHour: true });
    await statusEvent(db(), anyHour.consultant.id, "available", berlinNov27(22, 30));
    expect(await alertMailsOf(db(), anyHour.consultant.id)).toHaveLength(1);
  });

  it("queues nothing for busy or offline, nor for another consultant's alerts", async () => {
    const { consultant } = await consultantWithAlerts(2);
    const other = await consultantWithAlerts(1);
    await statusEvent(db(), consultant.id, "busy", berlinNov27(12));
    await statusEvent(db(), consultant.id, "offline", berlinNov27(12, 1));
    expect(await alertMailsOf(db(), consultant.id)).toHaveLength(0);
    await statusEvent(db(), consultant.id, "available", berlinNov27(12, 2));
    expect(await alertMailsOf(db(), other.consultant.id)).toHaveLength(0);
  });

  it("claims an event once when two processes follow the same change", async () => {
    const { consultant } = await consultantWithAlerts(2);
    const occurredAt = berlinNov27(13).toISOString();
    const event = await db()
      .insertInto("consultant_status_events")
      .values({ consultant_id: consultant.id, status: "available", occurred_at: occurredAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    // A second process: its own connections to the same database.
    const other = openDatabase(t.database.url, { poolSize: 2 });
    try {
      const follow = (handle: typeof other) =>
        handle.db
          .transaction()
          .execute((trx) =>
            queueAlertsWithin(trx, { id: event.id, consultantId: consultant.id, status: "available", occurredAt }),
          );
      const handles = [t.database.handle, other, t.database.handle, other];
      // SQLite's writer waits synchronously for the file's lock, which would block the one thread
      // both handles share: there the processes take turns, on PostgreSQL they race.
      const queued = t.database.url.startsWith("postgres")
        ? await Promise.all(handles.map(follow))
        : await handles.reduce<Promise<number[]>>(
            async (done, h) => [...(await done), await follow(h)],
            Promise.resolve([]),
          );
      expect(queued.reduce((a, b) => a + b, 0)).toBe(2);
    } finally {
      await other.close();
    }
    expect(await alertMailsOf(db(), consultant.id)).toHaveLength(2);
  });

  it("rolls the claim back with a status change that fails", async () => {
    const { consultant, alerts } = await consultantWithAlerts(1);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await queueAlertsWithin(trx, {
            id: 1_000_000 + consultant.id,
            consultantId: consultant.id,
            status: "available",
            occurredAt: berlinNov27(14).toISOString(),
          });
          throw new Error("status change failed");
        }),
    ).rejects.toThrow("status change failed");
    expect(await alertMailsOf(db(), consultant.id)).toHaveLength(0);
    const alert = await db()
      .selectFrom("availability_alerts")
      .select("last_mailed_at")
      .where("id", "=", alerts[0] ?? 0)
      .executeTakeFirstOrThrow();
    expect(alert.last_mailed_at).toBeNull();
  });
});
