import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultant, createUser } from "../../../src/server/db/seed/factories.ts";
import { favouriteMessages } from "../../../src/shared/schemas/favourites.ts";
import { createAgent } from "../../support/agent.ts";
import { alertOn, statusEvent } from "../../support/favourites.ts";
import { mailsTo, rawMailsNaming } from "../../support/outbox-mails.ts";
import { createTestApp, testOrigin, type TestApp } from "../../support/test-app.ts";

// The availability mail as it leaves the outbox, and its unsubscribe link that needs no login.

const jobIntervalMs = 100;
let t: TestApp;
let outbox = "";
beforeAll(async () => {
  t = await createTestApp({ JOB_INTERVAL_MS: String(jobIntervalMs) });
  outbox = t.config.mail.outboxDir;
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForMails(address: string, count: number) {
  for (let i = 0; i < 100 && mailsTo(outbox, address).length < count; i += 1) await pause(50);
  return mailsTo(outbox, address);
}

async function mailedAlert() {
  const user = await createUser(db(), { name: "Vera Vogel" });
  const consultant = await createConsultant(db(), { name: "Luna Stern", status: "offline" });
  const alertId = await alertOn(db(), user.id, consultant.id, { anyHour: true });
  await statusEvent(db(), consultant.id, "available");
  const [mail] = await waitForMails(user.email ?? "-", 1);
  if (!mail) throw new Error("no availability mail");
  return { user, consultant, alertId, mail };
}

async function alertExists(id: number): Promise<boolean> {
  const row = await db().selectFrom("availability_alerts").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

const tokenIn = (text: string) =>
  decodeURIComponent(/benachrichtigung-abbestellen\?token=([^\s]+)/.exec(text)?.[1] ?? "");

describe("the availability mail", () => {
  it("says who is available, how to call at which price, and how to unsubscribe", async () => {
    const { consultant, mail } = await mailedAlert();
    expect(mail.subject).toBe("Luna Stern ist jetzt verfügbar");
    expect(mail.text).toContain("Guten Tag Vera Vogel,");
    expect(mail.text).toContain("Luna Stern ist jetzt verfügbar.");
    expect(mail.text).toContain(`0900 1 234567 ${consultant.extension} (0,69 €/Min. inkl. MwSt., ab 18)`);
    expect(mail.text).toContain(`${testOrigin}/berater/${consultant.slug}`);
    expect(mail.text).toContain(`${testOrigin}/benachrichtigung-abbestellen?token=`);
    const [raw = ""] = rawMailsNaming(outbox, mail.messageId);
    expect(raw).toMatch(
      /List-Unsubscribe:\s+<http:\/\/portal\.test\/api\/availability-alerts\/unsubscribe-one-click\?token=[^>]+>/,
    );
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("is sent once, however many rounds the job runs", async () => {
    const { user } = await mailedAlert();
    await pause(20 * jobIntervalMs);
    expect(mailsTo(outbox, user.email ?? "-")).toHaveLength(1);
  });

  it("is not sent after the alert was ended, nor when a day late", async () => {
    const user = await createUser(db());
    const consultant = await createConsultant(db(), { status: "offline" });
    await alertOn(db(), user.id, consultant.id, { anyHour: true });
    const late = await createUser(db());
    // Its last mail was a day ago, so the event below queues nothing new for it.
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000).toISOString();
    const lateConsultant = await createConsultant(db());
    const lateAlert = await alertOn(db(), late.id, lateConsultant.id, { lastMailedAt: dayAgo });
    await db()
      .insertInto("availability_alert_mails")
      .values({
        alert_id: lateAlert,
        status_event_id: 1,
        user_id: late.id,
        consultant_id: lateConsultant.id,
        queued_at: dayAgo,
      })
      .execute();
    await db()
      .transaction()
      .execute(async (trx) => {
        // Queued and unsubscribed before the job's next round.
        await trx.deleteFrom("availability_alerts").where("user_id", "=", user.id).execute();
      });
    await statusEvent(db(), consultant.id, "available");
    await pause(10 * jobIntervalMs);
    expect(mailsTo(outbox, user.email ?? "-")).toHaveLength(0);
    expect(mailsTo(outbox, late.email ?? "-")).toHaveLength(0);
  });
});

describe("unsubscribing without login", () => {
  it("ends the alert with the mail's token and answers a second time the same", async () => {
    const { alertId, consultant, mail } = await mailedAlert();
    const guest = createAgent(t.app);
    const token = tokenIn(mail.text);
    const first = await guest.post("/api/availability-alerts/unsubscribe", { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      consultantName: "Luna Stern",
      consultantSlug: consultant.slug,
      message: "Sie erhalten keine Benachrichtigung mehr, wenn Luna Stern verfügbar wird.",
    });
    expect(await alertExists(alertId)).toBe(false);
    const second = await guest.post("/api/availability-alerts/unsubscribe", { token });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it("refuses a forged token in German and ends nothing", async () => {
    const { alertId, consultant, mail } = await mailedAlert();
    const token = tokenIn(mail.text);
    const [, , mac = ""] = token.split(".");
    const forged = [
      `${alertId + 1}.${consultant.id}.${mac}`,
      `${alertId}.${consultant.id}.${mac.slice(0, -2)}AA`,
      "nicht-ein-token",
    ];
    for (const candidate of forged) {
      const res = await createAgent(t.app).post("/api/availability-alerts/unsubscribe", { token: candidate });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: favouriteMessages.badToken });
    }
    expect(await alertExists(alertId)).toBe(true);
  });

  it("takes the mail program's one-click POST (RFC 8058) at the header's address", async () => {
    const { alertId, mail } = await mailedAlert();
    const [raw = ""] = rawMailsNaming(outbox, mail.messageId);
    const address = /List-Unsubscribe:\s+<([^>]+)>/.exec(raw)?.[1] ?? "";
    const res = await t.app.inject({
      method: "POST",
      url: address.replace(testOrigin, ""),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(await alertExists(alertId)).toBe(false);
  });
});
