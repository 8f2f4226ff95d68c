import { describe, expect, it } from "vitest";
import { orderNumberPattern } from "../../../src/shared/domain/order-consent-texts.ts";
import type { CreditHistory } from "../../../src/shared/schemas/credits.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import {
  balanceOf,
  buyAndApprove,
  captureAtPaypal,
  flushWebhooks,
  pauseWebhooks,
  processReturn,
  resumeWebhooks,
  returned,
  sandboxOrder,
  startCreditPurchase,
  creditOrderOf,
} from "../../support/credit-purchase.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { decideInSandbox, loggedInUser } from "../../support/paypal-sandbox.ts";

// Buying Cosmos Credits with PayPal Orders v2, the buyer played against the sandbox over HTTP.

let t: ListeningTestApp;
appPerSuite(createListeningTestApp, (app) => (t = app));

const db = () => t.database.handle.db;

async function member(): Promise<{ agent: Agent; id: number }> {
  const { user, agent } = await loggedInUser(t);
  return { agent, id: user.id };
}

const entriesOf = (userId: number) =>
  db()
    .selectFrom("credit_entries")
    .select(["type", "amount", "description", "operation_key"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();

const paymentsOf = (userId: number) =>
  db().selectFrom("payments").selectAll().where("user_id", "=", userId).where("purpose", "=", "credits").execute();

const creditedOnce = [
  { type: "purchase", amount: 5000, description: "Kauf: Beliebtes Paket" },
  { type: "bonus", amount: 500, description: "Bonus: Beliebtes Paket" },
];

describe("buying a credit package with PayPal", () => {
  it("creates the order from the package's price, is approved by the buyer and credits purchase and bonus once", async () => {
    const { agent, id } = await member();
    // The browser's own amount is not part of the request; the order carries the package's price.
    const res = await agent.post("/api/credits/purchase/paypal", {
      packageId: "beliebt",
      price: 0.01,
      earlyStartConsent: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, links } = res.json<{ orderId: string; links: { rel: string; href: string }[] }>();
    const approvalUrl = links.find((l) => l.rel === "payer-action")?.href ?? "";
    expect(approvalUrl).toBe(`${t.origin}/__sandbox/paypal/checkoutnow?token=${orderId}`);
    const remote = await sandboxOrder(t.origin, orderId);
    expect(remote.purchase_units[0]?.amount.value).toBe("50.00");
    expect(await creditOrderOf(t, orderId)).toMatchObject({ user_id: id, package_id: "beliebt", status: "created" });

    const page = await (await fetch(approvalUrl)).text();
    expect(page).toContain("PayPal-Sandbox (Testmodus)");
    expect(page).toContain("Zahlung genehmigen");
    expect(page).toContain("Abbrechen");
    expect(page).toContain("50,00");

    const back = await decideInSandbox(approvalUrl, "approve");
    expect(`${back.origin}${back.pathname}`).toBe(`${t.origin}/credits`);
    expect(back.searchParams.get("paypal_return")).toBe("true");
    expect(back.searchParams.get("token")).toBe(orderId);
    const payerId = back.searchParams.get("PayerID") ?? "";
    expect(payerId).toMatch(/^[A-Z0-9]{13}$/);

    const answer = await processReturn(agent, orderId, { payerId });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      creditsAdded: 5500,
      message: "5.500 Credits wurden Ihrem Konto gutgeschrieben.",
      orderNumber: expect.stringMatching(orderNumberPattern),
    });
    expect(await balanceOf(agent)).toBe(5500);
    expect(await entriesOf(id)).toMatchObject(creditedOnce);
    const keys = (await entriesOf(id)).map((e) => e.operation_key);
    expect(new Set(keys).size).toBe(2);
    expect(keys.every((k) => k.includes(orderId))).toBe(true);

    const history = (await agent.get("/api/credits/history")).json<CreditHistory>();
    expect(history.transactions.map((x) => [x.type, x.amount, x.balance])).toEqual([
      ["bonus", 500, 5500],
      ["purchase", 5000, 5000],
    ]);

    // The capture's webhook comes after the return and changes nothing.
    await flushWebhooks(t.origin);
    expect(await balanceOf(agent)).toBe(5500);
    const captured = await creditOrderOf(t, orderId);
    expect(captured).toMatchObject({ status: "captured" });
    expect(await paymentsOf(id)).toMatchObject([
      { provider: "paypal", provider_payment_id: captured.capture_id, amount_cents: 5000, currency: "EUR" },
    ]);
    const events = await db().selectFrom("payment_events").select("event_type").execute();
    expect(events.map((e) => e.event_type)).toContain("PAYMENT.CAPTURE.COMPLETED");

    // Coming back again (reload of the return page) answers the same and credits nothing more.
    expect(await returned(agent, orderId)).toMatchObject({ success: true, creditsAdded: 5500 });
    expect(await balanceOf(agent)).toBe(5500);
  });

  it("sends a buyer who cancels back to the credits page; nothing is credited", async () => {
    const { agent, id } = await member();
    const { orderId, approvalUrl } = await startCreditPurchase(agent, "starter");
    const back = await decideInSandbox(approvalUrl, "cancel");
    expect(`${back.origin}${back.pathname}`).toBe(`${t.origin}/credits`);
    expect(back.searchParams.get("paypal_cancel")).toBe("true");
    expect(back.searchParams.get("token")).toBe(orderId);
    const res = await processReturn(agent, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Die Zahlung wurde bei PayPal noch nicht bestätigt." });
    expect(await entriesOf(id)).toEqual([]);
  });

  it("needs a login and a package that exists; nothing is stored otherwise", async () => {
    const guest = createAgent(t.app, { origin: t.origin });
    const anonymous = await guest.post("/api/credits/purchase/paypal", { packageId: "beliebt" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Bitte melden Sie sich an, um Credits zu kaufen." });
    expect((await processReturn(guest, "ABC")).statusCode).toBe(401);

    const { agent, id } = await member();
    const unknown = await agent.post("/api/credits/purchase/paypal", { packageId: "gratis", earlyStartConsent: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Dieses Credit-Paket gibt es nicht." });
    const empty = await agent.post("/api/credits/purchase/paypal", { earlyStartConsent: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: "Bitte wählen Sie ein Credit-Paket." });
    expect(await db().selectFrom("credit_orders").selectAll().where("user_id", "=", id).execute()).toEqual([]);
  });

  it("credits once when the return is processed ten times at once", async () => {
    const { agent, id } = await member();
    const { orderId } = await buyAndApprove(agent, "beliebt");
    const answers = await Promise.all(Array.from({ length: 10 }, () => processReturn(agent, orderId)));
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json()).toMatchObject({ success: true, creditsAdded: 5500 });
    }
    await flushWebhooks(t.origin);
    expect(await balanceOf(agent)).toBe(5500);
    expect(await entriesOf(id)).toMatchObject(creditedOnce);
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it("refuses someone else's order and a token it never created, and credits nothing", async () => {
    const owner = await member();
    const other = await member();
    const { orderId } = await buyAndApprove(owner.agent, "beliebt");

    const stolen = await processReturn(other.agent, orderId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: "Diese Zahlung wurde nicht gefunden." });
    const invented = await processReturn(other.agent, "NEVERCREATED00000");
    expect(invented.statusCode).toBe(404);
    expect(invented.json()).toEqual({ message: "Diese Zahlung wurde nicht gefunden." });
    const missing = await other.agent.post("/api/credits/paypal/process-return", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: "Die Zahlungsreferenz fehlt." });

    expect((await sandboxOrder(t.origin, orderId)).status).toBe("APPROVED");
    expect(await entriesOf(other.id)).toEqual([]);
    expect(await entriesOf(owner.id)).toEqual([]);
    // The owner can still complete it.
    expect(await returned(owner.agent, orderId)).toMatchObject({ success: true, creditsAdded: 5500 });
    expect(await balanceOf(other.agent)).toBe(0);
  });

  it("credits nothing when PayPal declines the capture", async () => {
    const { agent, id } = await member();
    const { orderId } = await buyAndApprove(agent, "basis");
    const declined = await processReturn(agent, orderId, {
      mock: JSON.stringify({ mock_application_codes: "INSTRUMENT_DECLINED" }),
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({ message: "PayPal hat die Zahlung abgelehnt. Es wurde nichts abgebucht." });
    expect((await sandboxOrder(t.origin, orderId)).status).toBe("APPROVED");
    expect(await creditOrderOf(t, orderId)).toMatchObject({ status: "created", capture_id: null });
    expect(await entriesOf(id)).toEqual([]);
    expect(await paymentsOf(id)).toEqual([]);
  });

  it("credits nothing when the buyer's payment method is declined (the approval page's test choice)", async () => {
    const { agent, id } = await member();
    const { orderId, approvalUrl } = await startCreditPurchase(agent, "starter");
    const page = await (await fetch(approvalUrl)).text();
    expect(page).toContain('value="approve-declined"');
    const response = await fetch(new URL("/__sandbox/paypal/checkoutnow", t.origin), {
      method: "POST",
      body: new URLSearchParams({ token: orderId, decision: "approve-declined" }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    const declined = await processReturn(agent, orderId);
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({ message: "PayPal hat die Zahlung abgelehnt. Es wurde nichts abgebucht." });
    expect(await entriesOf(id)).toEqual([]);
  });
});

describe("a capture whose crediting was interrupted", () => {
  it("is finished by the next return when the portal died after PayPal captured", async () => {
    const { agent, id } = await member();
    const { orderId } = await buyAndApprove(agent, "beliebt");
    await pauseWebhooks(t.origin);
    try {
      await captureAtPaypal(t.origin, orderId);
      expect(await balanceOf(agent)).toBe(0);
      expect(await returned(agent, orderId)).toMatchObject({ success: true, creditsAdded: 5500 });
    } finally {
      await resumeWebhooks(t.origin);
    }
    expect(await balanceOf(agent)).toBe(5500);
    expect(await entriesOf(id)).toMatchObject(creditedOnce);
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it("is finished by the webhook, and the late return credits nothing more", async () => {
    const { agent, id } = await member();
    const { orderId } = await buyAndApprove(agent, "beliebt");
    await pauseWebhooks(t.origin);
    // Captured by another caller without the portal's request id: the portal's own capture
    // then hears ORDER_ALREADY_CAPTURED and reads the order instead.
    await captureAtPaypal(t.origin, orderId, "someone-else");
    expect(await balanceOf(agent)).toBe(0);
    await resumeWebhooks(t.origin);
    expect(await balanceOf(agent)).toBe(5500);
    expect(await creditOrderOf(t, orderId)).toMatchObject({ status: "captured" });

    expect(await returned(agent, orderId)).toMatchObject({ success: true, creditsAdded: 5500 });
    expect(await entriesOf(id)).toMatchObject(creditedOnce);
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it("credits once when the return and the webhook race", async () => {
    const { agent, id } = await member();
    const { orderId } = await buyAndApprove(agent, "beliebt");
    await pauseWebhooks(t.origin);
    await captureAtPaypal(t.origin, orderId, "someone-else");
    const racing = Promise.all([resumeWebhooks(t.origin), returned(agent, orderId), returned(agent, orderId)]);
    await racing;
    expect(await balanceOf(agent)).toBe(5500);
    expect(await entriesOf(id)).toMatchObject(creditedOnce);
    expect(await paymentsOf(id)).toHaveLength(1);
  });
});
