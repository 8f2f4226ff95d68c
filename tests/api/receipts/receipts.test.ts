import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { createAdmin, createMember } from "../../../src/server/db/seed/factories.ts";
import type { PaymentsResponse } from "../../../src/shared/schemas/receipts.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import { buyCaptured, refundAtPaypal } from "../../support/credit-purchase.ts";
import { creditReceiptTexts } from "../../support/receipt-texts.ts";
import { mailsTo } from "../../support/outbox-mails.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { deliverWebhook, loggedInUser, login, saleEvent, signWebhook } from "../../support/paypal-sandbox.ts";

// Every payment and refund has a receipt the customer lists and downloads as PDF
// (docs/decisions/0031); nobody else sees it.

let t: ListeningTestApp;
appPerSuite(createListeningTestApp, (app) => (t = app));

const db = () => t.database.handle.db;

async function paymentsOf(agent: Agent) {
  const res = await agent.get("/api/payments");
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentsResponse>().payments;
}

async function pdfText(agent: Agent, number: string): Promise<string> {
  const res = await agent.get(`/api/receipts/${number}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.headers["content-disposition"]).toBe(`attachment; filename="Beleg-${number}.pdf"`);
  const { text } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
  return text;
}

describe("GET /api/payments and GET /api/receipts/:number", () => {
  it("lists a credit purchase with its receipt, whose PDF holds every field a Kleinbetragsrechnung needs", async () => {
    const { user, agent } = await loggedInUser(t);
    await buyCaptured(t, agent, "starter");
    const [entry, ...rest] = await paymentsOf(agent);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      service: "Cosmos Credits, Schnupperpaket (1.000 Credits)",
      amountCents: 1000,
      currency: "EUR",
      method: "paypal",
      kind: "payment",
      status: "paid",
      refersTo: null,
    });
    expect(entry?.receiptNumber).toMatch(/^\d{4}-\d{6}$/);
    const text = await pdfText(agent, entry?.receiptNumber ?? "");
    const number = entry?.receiptNumber ?? "";
    for (const expected of creditReceiptTexts({ customer: user.name, number, date: entry?.date ?? "" }))
      expect(text).toContain(expected);
    // The purchase's confirmation mail names the receipt and where to download it.
    await expect
      .poll(() =>
        mailsTo(t.config.mail.outboxDir, user.email ?? "")
          .map((m) => m.text)
          .join("\n"),
      )
      .toContain(
        `Ihren Beleg ${entry?.receiptNumber ?? ""} (PDF) finden Sie nach der Anmeldung unter „Zahlungen und Belege“: ` +
          `${t.config.publicOrigin}/profile#zahlungen-und-belege`,
      );
    // The same receipt gives the same bytes.
    const again = await agent.get(`/api/receipts/${entry?.receiptNumber ?? ""}`);
    const first = await agent.get(`/api/receipts/${entry?.receiptNumber ?? ""}`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("gives a refund its own receipt with a negative amount that names the original receipt", async () => {
    const { agent } = await loggedInUser(t);
    const { captureId } = await buyCaptured(t, agent, "starter");
    await refundAtPaypal(t.origin, captureId, { amount: "4.00" });
    const [refund, original] = await paymentsOf(agent);
    expect(refund).toMatchObject({
      kind: "refund",
      amountCents: -400,
      status: "refund",
      refersTo: original?.receiptNumber,
      service: `Erstattung zu Beleg ${original?.receiptNumber ?? ""}`,
    });
    expect(original?.status).toBe("partially_refunded");
    const text = await pdfText(agent, refund?.receiptNumber ?? "");
    expect(text).toContain(`Erstattung zu Beleg ${original?.receiptNumber ?? ""}`);
    expect(text).toContain("-4,00 €");
    expect(text).toContain("-0,64 €");
    await refundAtPaypal(t.origin, captureId, { reverse: true });
    const after = await paymentsOf(agent);
    expect(after.map((p) => p.amountCents)).toEqual([-600, -400, 1000]);
    expect(after[2]?.status).toBe("refunded");
  });

  it("gives the membership's first payment a receipt for the trial month, once however often it arrives", async () => {
    const user = await createMember(db(), { provider: "paypal" });
    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, user);
    const row = await db()
      .selectFrom("subscriptions")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    const event = saleEvent(row.provider_subscription_id ?? "", {
      saleId: `SALE-RECEIPT-${user.id}`,
      total: "4.99",
      time: new Date().toISOString(),
    });
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, async () => deliverWebhook(t.origin, await signWebhook(t.origin, event))),
    );
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    const payments = await paymentsOf(agent);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ service: "Premium-Mitgliedschaft, Probemonat", amountCents: 499 });

    // PayPal reports the payment refunded (twice): one refund receipt naming the trial's.
    const refund = {
      id: `WH-TEST-REFUND-${user.id}`,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: "refund",
      event_type: "PAYMENT.SALE.REFUNDED",
      resource: {
        id: `REFUND-${user.id}`,
        sale_id: `SALE-RECEIPT-${user.id}`,
        amount: { total: "4.99", currency: "EUR" },
      },
    };
    for (const id of [refund.id, `${refund.id}-AGAIN`])
      expect((await deliverWebhook(t.origin, await signWebhook(t.origin, { ...refund, id }))).status).toBe(200);
    const after = await paymentsOf(agent);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({
      kind: "refund",
      amountCents: -499,
      refersTo: payments[0]?.receiptNumber,
      subject: "membership",
    });
    expect(after[1]?.status).toBe("refunded");
  });

  it("answers 404 with a German message for someone else's or an unknown receipt, 401 for guests", async () => {
    const { agent: owner } = await loggedInUser(t);
    await buyCaptured(t, owner, "starter");
    const [entry] = await paymentsOf(owner);
    const number = entry?.receiptNumber ?? "";
    const { agent: stranger } = await loggedInUser(t);
    for (const url of [`/api/receipts/${number}`, "/api/receipts/2099-999999", "/api/receipts/nichts"]) {
      const res = await stranger.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Diesen Beleg gibt es nicht in Ihrem Konto." });
    }
    expect(await paymentsOf(stranger)).toEqual([]);
    const guest = createAgent(t.app, { origin: t.origin });
    expect((await guest.get(`/api/receipts/${number}`)).statusCode).toBe(401);
    expect((await guest.get("/api/payments")).statusCode).toBe(401);
  });

  it("lets the administrator fetch any receipt", async () => {
    const { agent: owner } = await loggedInUser(t);
    await buyCaptured(t, owner, "starter");
    const [entry] = await paymentsOf(owner);
    const admin = await createAdmin(db());
    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, admin);
    const res = await agent.get(`/api/receipts/${entry?.receiptNumber ?? ""}`);
    expect(res.statusCode).toBe(200);
  });
});
