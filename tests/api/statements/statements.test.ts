import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths, berlinMonthOf } from "../../../src/shared/domain/horoscope-month.ts";
import { createConsultant, createUser, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { statementCsvHeader } from "../../../src/server/modules/statements/csv.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { parseCsv } from "../../support/csv.ts";
import { paymentRecordsFor } from "../../support/payment-records.ts";
import { askCreditCall, giveCredits } from "../../support/credits.ts";
import { carrier, createTelephonyTestApp, postSigned } from "../../support/telephony.ts";
import type { TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTelephonyTestApp();
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
let records = 0;

/** A user whose account exists since October 2026, logged in. */
async function customer(): Promise<{ user: CreatedUser; agent: Agent }> {
  const user = await createUser(db());
  await db().updateTable("users").set({ created_at: "2026-10-15T08:00:00.000Z" }).where("id", "=", user.id).execute();
  const agent = createAgent(t.app);
  expect((await agent.post("/api/auth/login", { identifier: user.phone, password: user.password })).statusCode).toBe(
    200,
  );
  return { user, agent };
}

async function memberLineCall(user: CreatedUser, extension: string, startedAt: string, seconds: number, cents: number) {
  records += 1;
  const res = await postSigned(
    t.app,
    "/api/telephony/calls",
    {
      recordId: `cdr-stmt-${records}-${Math.random().toString(36).slice(2)}`,
      caller: user.phone,
      line: "member",
      extension,
      startedAt,
      durationSeconds: seconds,
      costCents: cents,
    },
    carrier.secret,
  );
  expect(res.json()).toEqual({ stored: true });
}

async function creditLineCall(user: CreatedUser, extension: string, startedAt: string, seconds: number) {
  const asked = await askCreditCall(t.app, { caller: user.phone, extension }, `Bearer ${carrier.token}`);
  const { callId } = asked.json<{ callId: string }>();
  records += 1;
  const res = await postSigned(
    t.app,
    "/api/telephony/calls",
    {
      recordId: `cdr-stmt-credit-${records}-${Math.random().toString(36).slice(2)}`,
      caller: user.phone,
      line: "credit",
      callId,
      extension,
      startedAt,
      durationSeconds: seconds,
      endReason: "caller",
    },
    carrier.secret,
  );
  expect(res.json()).toEqual({ stored: true });
}

async function payment(user: CreatedUser, paidAt: string, amountCents: number, purpose: "subscription" | "credits") {
  const records = paymentRecordsFor(db());
  await records.recordPayment(db(), {
    provider: purpose === "credits" ? "paypal" : "maxpay",
    providerPaymentId: `pay-${Math.random().toString(36).slice(2)}`,
    userId: user.id,
    subscriptionId: null,
    purpose,
    namedByOrderConfirmation: true,
    amountCents,
    currency: "EUR",
    paidAt: new Date(paidAt),
  });
}

/** Fills November 2026 (Berlin) for a new customer, with calls and payments just outside it. */
async function novemberCustomer() {
  const { user, agent } = await customer();
  const consultant = await createConsultant(db(), { name: 'Luna; "Stern" Berg', credits_per_minute: 120 });
  await giveCredits(db(), user.id, 2000);
  // 31 October 23:30 UTC is 1 November 00:30 in Berlin: November.
  await memberLineCall(user, consultant.extension, "2026-10-31T23:30:00Z", 125, 144);
  await memberLineCall(user, consultant.extension, "2026-11-12T17:05:00Z", 600, 690);
  await creditLineCall(user, consultant.extension, "2026-11-20T19:00:00Z", 90);
  // 30 November 23:30 UTC is 1 December 00:30 in Berlin: not November.
  await memberLineCall(user, consultant.extension, "2026-11-30T23:30:00Z", 60, 69);
  // 31 October 22:59 UTC is 23:59 in Berlin: October.
  await memberLineCall(user, consultant.extension, "2026-10-31T22:59:00Z", 60, 69);
  await payment(user, "2026-11-03T10:00:00Z", 100, "subscription");
  await payment(user, "2026-11-21T12:00:00Z", 1999, "credits");
  await payment(user, "2026-11-30T23:10:00Z", 499, "subscription");
  return { user, agent, consultant };
}

describe("GET /api/statements/:month", () => {
  it("answers the month's calls and payments as CSV, in Berlin months, with sums", async () => {
    const { user, agent, consultant } = await novemberCustomer();
    const other = await customer();
    await memberLineCall(other.user, consultant.extension, "2026-11-12T17:05:00Z", 300, 345);
    await payment(other.user, "2026-11-05T10:00:00Z", 777, "credits");

    const res = await agent.get("/api/statements/2026-11?format=csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Kontoauszug-2026-11.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    expect(text.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(statementCsvHeader);
    expect(rows[0]?.[0]).toBe("Art");
    const name = consultant.name;
    expect(rows.slice(1)).toEqual([
      ["Anruf", "01.11.2026", "00:30", "Mitgliederlinie", name, "2:05", "0,69", "", "1,44", ""],
      ["Anruf", "12.11.2026", "18:05", "Mitgliederlinie", name, "10:00", "0,69", "", "6,90", ""],
      ["Anruf", "20.11.2026", "20:00", "Credit-Linie", name, "1:30", "1,20", "180", "1,80", ""],
      ["Zahlung", "03.11.2026", "11:00", "Karte", "Premium-Mitgliedschaft", "", "", "", "1,00", ""],
      ["Zahlung", "21.11.2026", "13:00", "PayPal", "Cosmos Credits", "", "", "", "19,99", ""],
      ["Summe Anrufe", "", "", "", "", "", "", "180", "10,14", ""],
      ["Summe Zahlungen", "", "", "", "", "", "", "", "20,99", ""],
    ]);
    // The consultant's name has a semicolon and quotes: quoted, the quotes doubled.
    expect(text).toContain(`"Luna; ""Stern"" Berg"`);
    expect(text).not.toContain("7,77");
    expect(user.id).not.toBe(other.user.id);
  });

  it("answers the same as a PDF on A4 with German numbers", async () => {
    const { agent } = await novemberCustomer();
    const res = await agent.get("/api/statements/2026-11?format=pdf");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Kontoauszug-2026-11.pdf"');
    const { text, totalPages } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
    expect(totalPages).toBe(1);
    const flat = text.replace(/\s+/g, " ");
    for (const expected of [
      "Monatsübersicht November 2026",
      "Anrufe",
      "01.11.2026",
      "00:30",
      "Mitgliederlinie",
      "Credit-Linie",
      "2:05 Min.",
      "0,69 €",
      "1,44 €",
      "6,90 €",
      "1,20 €",
      "180",
      "10,14 €",
      "Zahlungen",
      "Premium-Mitgliedschaft",
      "Cosmos Credits",
      "PayPal",
      "Karte",
      "19,99 €",
      "20,99 €",
      "Seite 1 von 1",
    ]) {
      expect(flat).toContain(expected);
    }
    expect(flat).not.toContain("01.12.2026");
    expect(flat).not.toContain("4,99 €");
  });

  it("breaks a long table across pages", async () => {
    const { user, agent } = await customer();
    const consultant = await createConsultant(db());
    for (let i = 0; i < 70; i += 1) {
      const at = new Date(Date.UTC(2026, 10, 2, 8, i * 5)).toISOString();
      await memberLineCall(user, consultant.extension, at, 60, 69);
    }
    const res = await agent.get("/api/statements/2026-11?format=pdf");
    const { text, totalPages } = await extractText(new Uint8Array(res.rawPayload), { mergePages: false });
    expect(totalPages).toBeGreaterThan(1);
    // Every page repeats the header and says which page it is.
    text.forEach((page, index) => {
      expect(page).toContain(`Seite ${index + 1} von ${totalPages}`);
      expect(page).toContain("Berater");
    });
    expect(text.join(" ")).toContain("48,30 €");
  });

  it("refuses a malformed month, a future one and one before the account existed, in German", async () => {
    const { agent } = await customer();
    const next = addMonths(berlinMonthOf(new Date()), 1);
    const cases: [string, string][] = [
      ["2026-13", "Bitte geben Sie den Monat im Format JJJJ-MM an, zum Beispiel 2026-11."],
      ["november", "Bitte geben Sie den Monat im Format JJJJ-MM an, zum Beispiel 2026-11."],
      ["2026-1", "Bitte geben Sie den Monat im Format JJJJ-MM an, zum Beispiel 2026-11."],
      [next, "Für einen Monat, der noch nicht begonnen hat, gibt es keine Monatsübersicht."],
      ["2026-09", "Für diesen Monat gibt es keine Monatsübersicht: Ihr Konto besteht seit Oktober 2026."],
    ];
    for (const [month, message] of cases) {
      const res = await agent.get(`/api/statements/${month}?format=csv`);
      expect(res.statusCode, month).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const badFormat = await agent.get("/api/statements/2026-11?format=xlsx");
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toEqual({ message: "Die Monatsübersicht gibt es als pdf oder csv." });
    // The account's first month has one, empty but valid.
    const first = await agent.get("/api/statements/2026-10?format=csv");
    expect(first.statusCode).toBe(200);
  });

  it("needs a login", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/statements/2026-11?format=csv" });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/statements" })).statusCode).toBe(401);
  });
});

describe("GET /api/statements", () => {
  it("lists the months since the account exists, newest first", async () => {
    const { agent } = await customer();
    const res = await agent.get("/api/statements");
    expect(res.statusCode).toBe(200);
    const { months } = res.json<{ months: string[] }>();
    expect(months[0]).toBe(berlinMonthOf(new Date()));
    expect(months.at(-1)).toBe("2026-10");
    expect([...months].sort().reverse()).toEqual(months);
  });
});
