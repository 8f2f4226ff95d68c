import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderNumberPattern } from "../../../../src/shared/domain/order-consent-texts.ts";
import type { User } from "../../../../src/shared/schemas/users.ts";
import { createAgent, type Agent } from "../../../support/agent.ts";
import { createUser } from "../../../../src/server/db/seed/factories.ts";
import {
  cards,
  createCardSession,
  openPaymentPage,
  payWithCard,
  sandboxCardSubscription,
  submitCardForm,
  createCardPaymentTestApp,
  cardPaymentRows,
  type CardPaymentTestApp,
} from "../../../support/maxpay-sandbox.ts";
import { advanceClock, login } from "../../../support/paypal-sandbox.ts";

let t: CardPaymentTestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createCardPaymentTestApp();
  admin = t.admin;
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const { orderOf, paymentsOf, subscriptionsOf } = cardPaymentRows(db);

async function buyer(): Promise<{ agent: Agent; id: number }> {
  const user = await createUser(db());
  const agent = createAgent(t.app, { origin: t.origin });
  await login(agent, user);
  return { agent, id: user.id };
}

describe("buying Premium by card through the Maxpay sandbox", () => {
  it("pays with the approving test card; access follows the signed callback", async () => {
    const { agent, id } = await buyer();
    const session = await createCardSession(agent, id);
    const ref = session.orderReference;

    const page = await openPaymentPage(session);
    expect(page.html).toContain("Premium-Mitgliedschaft");
    expect(page.html).toMatch(/<dd>1,00\s€ für die ersten 30 Tage, danach 4,99\s€ alle 7 Tage<\/dd>/);
    for (const label of [
      "Kartennummer",
      "Gültig bis (MM/JJ)",
      "Prüfnummer (CVC)",
      "Name auf der Karte",
      "Jetzt bezahlen",
      "Abbrechen",
    ]) {
      expect(page.html).toContain(label);
    }
    expect(page.html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const css = await fetch(`${t.origin}/__sandbox/maxpay/assets/sandbox.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");

    const paid = await submitCardForm(session.paymentUrl, page.checkout, { cardNumber: cards.approve });
    expect(paid.status).toBe(303);
    const back = new URL(paid.location ?? "");
    expect(`${back.origin}${back.pathname}`).toBe(`${t.origin}/subscription/success`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      provider: "maxpay",
      order_reference: ref,
      user_id: String(id),
    });

    // The callback arrived before the browser was sent back.
    const order = await orderOf(ref);
    expect(order).toMatchObject({ status: "paid", purpose: "subscription", user_id: id });
    expect(order.transaction_id).toMatch(/^hpp\d+\.\d{3}mId\d+aId\d+$/);
    expect((await agent.get(`/api/card-orders/${ref}`)).json()).toEqual({
      orderReference: ref,
      status: "paid",
      orderNumber: expect.stringMatching(orderNumberPattern),
    });
    const me = (await agent.get("/api/auth/me")).json<User>();
    expect(me.hasActiveSubscription).toBe(true);
    expect(me.subscription).toMatchObject({
      status: "active",
      planId: "premium",
      provider: "maxpay",
      paypalSubscriptionId: null,
    });
    expect(await subscriptionsOf(id)).toMatchObject([
      { provider: "maxpay", provider_subscription_id: ref, status: "active", provider_status: "success" },
    ]);
    expect(await paymentsOf(id)).toMatchObject([
      {
        provider: "maxpay",
        provider_payment_id: order.transaction_id,
        purpose: "subscription",
        amount_cents: 100,
        currency: "EUR",
      },
    ]);

    // The same payment page cannot be paid twice.
    const again = await submitCardForm(session.paymentUrl, page.checkout, { cardNumber: cards.approve });
    expect(again.status).toBe(409);
    const second = await agent.post("/api/maxpay/create", {
      userId: id,
      earlyStartConsent: true,
      amount: 1,
      currency: "EUR",
      isRecurring: true,
      returnUrl: "",
      cancelUrl: "",
    });
    expect(second.statusCode).toBe(409);
  });

  it("a declined card leaves the order declined and gives no access", async () => {
    const { agent, id } = await buyer();
    const session = await createCardSession(agent, id);
    const back = await payWithCard(session, cards.decline);
    expect(`${back.origin}${back.pathname}`).toBe(`${t.origin}/subscription/cancel`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      provider: "maxpay",
      order_reference: session.orderReference,
    });
    expect(await orderOf(session.orderReference)).toMatchObject({ status: "declined" });
    expect((await agent.get(`/api/card-orders/${session.orderReference}`)).json()).toMatchObject({
      status: "declined",
    });
    expect((await agent.get("/api/auth/me")).json<User>().hasActiveSubscription).toBe(false);
    expect(await subscriptionsOf(id)).toHaveLength(0);
    expect(await paymentsOf(id)).toHaveLength(0);
  });

  it("'Abbrechen' goes back to the cancel page without any transaction", async () => {
    const { agent, id } = await buyer();
    const session = await createCardSession(agent, id);
    const { checkout } = await openPaymentPage(session);
    const cancelled = await submitCardForm(session.paymentUrl, checkout, { action: "cancel", cardNumber: "" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe(session.sessionData.decline_url);
    expect(await orderOf(session.orderReference)).toMatchObject({ status: "pending" });
    expect(await subscriptionsOf(id)).toHaveLength(0);
  });

  it("shows the form again with a German error for invalid card input", async () => {
    const { agent, id } = await buyer();
    const session = await createCardSession(agent, id);
    const { checkout } = await openPaymentPage(session);
    const cases = [
      [{ cardNumber: "1234" }, "Bitte geben Sie eine gültige Kartennummer ein."],
      [{ cardNumber: "5555 5555 5555 4444" }, "Diese Karte ist in der Sandbox unbekannt."],
      [{ expiry: "13/30" }, "Bitte geben Sie das Ablaufdatum im Format MM/JJ an."],
      [{ expiry: "01/20" }, "Die Karte ist abgelaufen."],
      [{ cvc: "12" }, "Bitte geben Sie die dreistellige Prüfnummer (CVC) ein."],
      [{ holder: "" }, "Bitte geben Sie den Namen des Karteninhabers ein."],
    ] as const;
    for (const [card, message] of cases) {
      const res = await submitCardForm(session.paymentUrl, checkout, card);
      expect(res.status).toBe(422);
      expect(res.html).toContain(message);
      expect(res.html).toContain("Jetzt bezahlen");
    }
    expect(await orderOf(session.orderReference)).toMatchObject({ status: "pending" });
    // Still payable after the mistakes.
    const paid = await submitCardForm(session.paymentUrl, checkout, {});
    expect(paid.status).toBe(303);
    expect(await orderOf(session.orderReference)).toMatchObject({ status: "paid" });
  });

  it("refuses a payment form whose signature does not match, with a German page", async () => {
    const { agent, id } = await buyer();
    const session = await createCardSession(agent, id);
    const tampered = {
      ...session.sessionData,
      customproduct: session.sessionData.customproduct?.replace('"amount":1', '"amount":0.01') ?? "",
    };
    const res = await fetch(session.paymentUrl, { method: "POST", body: new URLSearchParams(tampered) });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Maxpay-Sandbox (Testmodus)");
    expect(html).toContain("Die Signatur der Zahlungsanfrage ist ungültig.");
  });

  it("the administrator's 0.01 EUR test payment is recorded without giving a subscription", async () => {
    const res = await admin.post("/api/maxpay/create-payment", {
      amount: 0.01,
      currency: "EUR",
      userId: 1,
      returnUrl: `${t.origin}/admin-maxpay-test?result=success`,
      cancelUrl: `${t.origin}/admin-maxpay-test?result=cancel`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<{
      sessionData: Record<string, string>;
      paymentUrl: string;
      sandboxUrl: string | null;
      orderReference: string;
    }>();
    const page = await openPaymentPage(session);
    expect(page.html).toContain("Testzahlung");
    expect(page.html).toMatch(/<dd>0,01\s€<\/dd>/);
    const back = await payWithCard(session, cards.approve);
    expect(`${back.pathname}?result=${back.searchParams.get("result")}`).toBe("/admin-maxpay-test?result=success");
    expect(await orderOf(session.orderReference)).toMatchObject({ status: "paid", purpose: "test", amount_cents: 1 });
    expect(await paymentsOf(1)).toMatchObject([{ purpose: "test", amount_cents: 1, subscription_id: null }]);
    expect(await subscriptionsOf(1)).toHaveLength(0);
  });
});

describe("a card subscription's life in the sandbox", () => {
  // Plays four months of a membership through the sandbox, every renewal a real HTTP round trip:
  // about 50 s with PostgreSQL on a busy two-core machine, so it gets the time the PayPal
  // subscription's life tests have (subscription-life.test.ts).
  it(
    "renews at 4.99 after 30 days and weekly after that; a cancellation stops it at Maxpay",
    { timeout: 180_000 },
    async () => {
      const { agent, id } = await buyer();
      const session = await createCardSession(agent, id);
      await payWithCard(session, cards.approve);
      const first = (await orderOf(session.orderReference)).transaction_id ?? "";
      const remoteBefore = await sandboxCardSubscription(t.origin, first);
      expect(remoteBefore).toMatchObject({
        status: "active",
        uniqueUserId: String(id),
        charges: [{ id: first, amount: 1 }],
      });

      await advanceClock(t.origin, { days: 30, hours: 1 });
      let payments = await paymentsOf(id);
      expect(payments.map((p) => p.amount_cents)).toEqual([100, 499]);
      const sub = (await subscriptionsOf(id))[0];
      expect(payments[1]).toMatchObject({
        provider: "maxpay",
        purpose: "subscription",
        subscription_id: sub?.id,
        currency: "EUR",
      });
      expect(payments[1]?.provider_payment_id).not.toBe(first);

      await advanceClock(t.origin, { days: 7 });
      payments = await paymentsOf(id);
      expect(payments.map((p) => p.amount_cents)).toEqual([100, 499, 499]);
      const me = (await agent.get("/api/auth/me")).json<User>();
      expect(me.hasActiveSubscription).toBe(true);
      expect(new Date(me.subscription?.nextBillingDate ?? 0).getTime()).toBeGreaterThan(
        new Date(payments[2]?.paid_at ?? 0).getTime(),
      );

      // The member cancels: access runs to the end of the minimum term, then the job cancels at Maxpay.
      const cancel = await agent.post("/api/subscription/cancel");
      expect(cancel.statusCode, cancel.body).toBe(200);
      const accessUntil = new Date(cancel.json<{ effectiveEndDate: string }>().effectiveEndDate);
      const now = new Date(((await (await fetch(`${t.origin}/__sandbox/clock`)).json()) as { now: string }).now);
      const daysLeft = Math.ceil((accessUntil.getTime() - now.getTime()) / 86_400_000);
      await advanceClock(t.origin, { days: daysLeft + 14 });

      const remote = await sandboxCardSubscription(t.origin, first);
      expect(remote.status).toBe("cancelled");
      expect(remote.cancelRequests).toBe(1);
      const [row] = await subscriptionsOf(id);
      expect(row?.provider_cancelled_at).not.toBeNull();
      // Every charge Maxpay made was recorded, and none fell after the end of access.
      const recorded = await paymentsOf(id);
      expect(recorded.map((p) => p.provider_payment_id)).toEqual(remote.charges.map((c) => c.id));
      expect(recorded.slice(1).every((p) => p.amount_cents === 499)).toBe(true);
      expect(recorded.every((p) => new Date(p.paid_at).getTime() < accessUntil.getTime())).toBe(true);
      expect((await agent.get("/api/auth/me")).json<User>().hasActiveSubscription).toBe(false);
    },
  );
});
