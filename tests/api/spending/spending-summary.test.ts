import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCall, createUser } from "../../../src/server/db/seed/factories.ts";
import type { MailMessage } from "../../../src/server/modules/mail/index.ts";
import type { SpendingView } from "../../../src/shared/schemas/spending.ts";
import { loggedIn } from "../../support/declarations.ts";
import { paymentRecordsFor } from "../../support/payment-records.ts";
import { spendingFor } from "../../support/spending.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// "Ihr Monat bei …" for February 2031, sent on 2 March 2031: far enough ahead that no other
// test's calls or payments fall into that month.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.handle.db;
const march = { now: () => new Date("2031-03-02T08:00:00Z") };

function summaries() {
  const sent: MailMessage[] = [];
  const mailer = {
    send: async (message: MailMessage) => {
      sent.push(message);
    },
    close() {},
    transport: "none",
  };
  return { sent, spending: spendingFor(db(), march, 15_000, mailer) };
}

describe("the monthly summary mail", () => {
  it("sums up last month once for each account that called or paid, however often the job runs", async () => {
    const caller = await createUser(db());
    // 00:30 on 1 February in Berlin: February's. 23:30 on 28 February in Berlin: still February's.
    await createCall(db(), {
      userId: caller.id,
      line: "member",
      startedAt: "2031-01-31T23:30:00Z",
      durationSeconds: 600,
    });
    await createCall(db(), {
      userId: caller.id,
      line: "member",
      startedAt: "2031-02-28T22:30:00Z",
      durationSeconds: 300,
    });
    // 00:30 on 1 March in Berlin: March's, not in February's summary.
    await createCall(db(), {
      userId: caller.id,
      line: "member",
      startedAt: "2031-02-28T23:30:00Z",
      durationSeconds: 900,
    });
    await paymentRecordsFor(db(), march).recordPayment(db(), {
      provider: "paypal",
      providerPaymentId: `summary-${caller.id}`,
      userId: caller.id,
      subscriptionId: null,
      purpose: "credits",
      namedByOrderConfirmation: true,
      amountCents: 1000,
      currency: "EUR",
      paidAt: new Date("2031-02-14T12:00:00Z"),
    });
    const quiet = await createUser(db());
    await createCall(db(), { userId: quiet.id, line: "member", startedAt: "2031-03-01T10:00:00Z" });

    const { sent, spending } = summaries();
    await Promise.all(Array.from({ length: 10 }, () => spending.sendMonthlySummaries()));
    await spending.sendMonthlySummaries();

    const toCaller = sent.filter((mail) => mail.to === caller.email);
    expect(toCaller).toHaveLength(1);
    const [mail] = toCaller;
    expect(mail?.subject).toBe("Ihr Monat bei Sternenruf: Februar 2031");
    expect(mail?.text).toContain("Gespräche: 2 (15 Min.)");
    // 600 s and 300 s at 0,69 €/min, billed per second.
    expect(mail?.text).toContain("Mitgliederlinie: 10,35 €");
    expect(mail?.text).toContain("Credit-Käufe: 10,00 €");
    expect(mail?.text).toContain("Gesamt: 20,35 €");
    expect(mail?.text).toContain("Ihr Monatslimit: 150,00 €");
    expect(mail?.text).toContain("0800 111 0 111");
    expect(sent.filter((m) => m.to === quiet.email)).toEqual([]);
  });

  it("goes out only in the first seven days of the month (Berlin), not later", async () => {
    const late = await createUser(db());
    await createCall(db(), { userId: late.id, line: "member", startedAt: "2031-04-10T18:00:00Z" });
    const mailsTo = async (now: string) => {
      const sent: MailMessage[] = [];
      const mailer = { send: async (m: MailMessage) => void sent.push(m), close() {}, transport: "none" };
      await spendingFor(db(), { now: () => new Date(now) }, 15_000, mailer).sendMonthlySummaries();
      return sent.filter((m) => m.to === late.email);
    };
    // 00:00 on 8 May in Berlin is 22:00 UTC on 7 May: from then on, April's summary is not sent.
    expect(await mailsTo("2031-05-07T22:00:00Z")).toEqual([]);
    expect(await mailsTo("2031-05-07T21:59:00Z")).toHaveLength(1);
  });

  it("is not sent to an account that turned it off, and the page can turn it on again", async () => {
    const user = await createUser(db());
    await createCall(db(), { userId: user.id, line: "member", startedAt: "2031-02-10T18:00:00Z" });
    const agent = await loggedIn(t, user);
    expect(((await agent.get("/api/spending")).json() as SpendingView).summaryMail).toBe(true);

    const bad = await agent.put("/api/spending/summary-mail", { enabled: "nein" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: "Bitte geben Sie an, ob Sie die Monatsübersicht per E-Mail erhalten möchten.",
    });
    const off = await agent.put("/api/spending/summary-mail", { enabled: false });
    expect((off.json() as SpendingView).summaryMail).toBe(false);
    // Twice is the same as once.
    expect(
      ((await agent.put("/api/spending/summary-mail", { enabled: false })).json() as SpendingView).summaryMail,
    ).toBe(false);

    const first = summaries();
    await first.spending.sendMonthlySummaries();
    expect(first.sent.filter((m) => m.to === user.email)).toEqual([]);

    expect(
      ((await agent.put("/api/spending/summary-mail", { enabled: true })).json() as SpendingView).summaryMail,
    ).toBe(true);
    const second = summaries();
    await second.spending.sendMonthlySummaries();
    expect(second.sent.filter((m) => m.to === user.email)).toHaveLength(1);
  });
});
