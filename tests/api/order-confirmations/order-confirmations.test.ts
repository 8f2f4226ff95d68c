import { describe, expect, it } from "vitest";
import {
  consentRequiredMessage,
  creditsEarlyStartConsent,
  membershipEarlyStartConsent,
  orderNumberPattern,
} from "../../../src/shared/domain/order-consent-texts.ts";
import type { CardPaymentSession } from "../../../src/shared/schemas/card-payments.ts";
import type { CreditPurchaseResponse } from "../../../src/shared/schemas/credits.ts";
import type { PaypalSubscriptionResponse } from "../../../src/shared/schemas/payments.ts";
import type { Agent } from "../../support/agent.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import {
  buyAndApprove,
  captureAtPaypal,
  flushWebhooks,
  pauseWebhooks,
  processReturn,
  resumeWebhooks,
} from "../../support/credit-purchase.ts";
import { type ListeningTestApp } from "../../support/listening-app.ts";
import {
  cardRequest,
  cards,
  createCardSession,
  payWithCard,
  sendCallback,
  createCardPaymentTestApp,
  saleCallbackBody,
} from "../../support/maxpay-sandbox.ts";
import { mailsTo, type OutboxMail } from "../../support/outbox-mails.ts";
import {
  decideInSandbox,
  deliverWebhook,
  loggedInUser,
  sandboxSubscription,
  signWebhook,
  subscriptionRequest,
} from "../../support/paypal-sandbox.ts";

// The contract confirmation of § 312f Abs. 2 BGB (docs/decisions/0022): every membership and
// credit package is confirmed by one mail with the order number, what was bought, the AGB, the
// withdrawal instructions with the model form and the consent given in the order step,
// however often the buyer's return and the provider's events arrive.

let t: ListeningTestApp;
appPerSuite(createCardPaymentTestApp, (app) => (t = app));

const db = () => t.database.handle.db;

async function buyer(): Promise<{ agent: Agent; id: number; email: string }> {
  const { user, agent } = await loggedInUser(t);
  return { agent, id: user.id, email: user.email ?? "" };
}

const confirmationsTo = (email: string): OutboxMail[] =>
  mailsTo(t.config.mail.outboxDir, email).filter((m) => m.subject.includes("Vertragsbestätigung"));

const ordersOf = (userId: number) =>
  db().selectFrom("order_confirmations").selectAll().where("user_id", "=", userId).execute();

/** What every confirmation carries besides the contract itself. */
function expectLegalTexts(mail: OutboxMail): void {
  expect(mail.text).toContain("Widerrufsbelehrung");
  expect(mail.text).toContain("Ende der Widerrufsbelehrung");
  expect(mail.text).toContain("Muster-Widerrufsformular");
  expect(mail.text).toContain("Hiermit widerrufe(n) ich/wir (*)");
  expect(mail.attachments.map((a) => a.filename)).toEqual(["AGB.txt"]);
  const agb = mail.attachments[0]?.body ?? "";
  expect(agb).toContain("Allgemeine Geschäftsbedingungen");
  expect(agb).toContain("§ 3 Premium-Mitgliedschaft");
  expect(agb).toContain("§ 8 Bewertungen und Meldungen");
  expect(agb).toContain("§ 9 Haftung und Schlussbestimmungen");
  expect(agb).toContain(t.config.site.company.name);
}

describe("the order step's consent", () => {
  it("is required for every order: without it nothing is created and the answer is a German 400", async () => {
    const { agent, id } = await buyer();
    const { earlyStartConsent: _paypal, ...paypalWithout } = subscriptionRequest(id);
    const { earlyStartConsent: _card, ...cardWithout } = cardRequest(id);
    const refusals = [
      await agent.post("/paypal/subscription", paypalWithout),
      await agent.post("/api/paypal/subscription", { ...paypalWithout, earlyStartConsent: false }),
      await agent.post("/api/maxpay/create", cardWithout),
      await agent.post("/api/maxpay/create-payment", {
        amount: 1,
        currency: "EUR",
        userId: id,
        recurring: { initialPeriod: "P30D", period: "P7D", trialAmount: 1, recurringAmount: 4.99 },
      }),
      await agent.post("/api/credits/purchase/paypal", { packageId: "beliebt" }),
      await agent.post("/api/credits/purchase/paypal", { packageId: "beliebt", earlyStartConsent: false }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: consentRequiredMessage });
    }
    expect(await ordersOf(id)).toEqual([]);
    expect(await db().selectFrom("subscriptions").selectAll().where("user_id", "=", id).execute()).toEqual([]);
    expect(await db().selectFrom("card_orders").selectAll().where("user_id", "=", id).execute()).toEqual([]);
    expect(await db().selectFrom("credit_orders").selectAll().where("user_id", "=", id).execute()).toEqual([]);
  });

  it("is stored with the order: its time, the text's version and the order number", async () => {
    const { agent, id } = await buyer();
    const res = await agent.post("/paypal/subscription", subscriptionRequest(id));
    expect(res.statusCode, res.body).toBe(201);
    const { id: subscriptionId, orderNumber } = res.json<PaypalSubscriptionResponse>();
    expect(orderNumber).toMatch(orderNumberPattern);
    expect(await ordersOf(id)).toMatchObject([
      {
        order_key: `paypal-subscription:${subscriptionId}`,
        reference: orderNumber,
        kind: "membership",
        consent_version: "2026-11-26",
        consented_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        concluded_at: null,
        sent_at: null,
      },
    ]);
  });
});

describe("a PayPal membership", () => {
  it("is confirmed by exactly one mail when webhooks, the return and the callback arrive 10 times at once", async () => {
    const { agent, id, email } = await buyer();
    const started = await agent.post("/paypal/subscription", subscriptionRequest(id));
    expect(started.statusCode, started.body).toBe(201);
    const { id: subscriptionId, approvalUrl, orderNumber } = started.json<PaypalSubscriptionResponse>();
    const remote = await sandboxSubscription(t.origin, subscriptionId);

    // Ten different ACTIVATED deliveries (each its own event id, so none is skipped as a
    // repeat) race to activate the pending subscription.
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        signWebhook(t.origin, {
          id: `WH-CONFIRM-${n}-${subscriptionId}`,
          event_version: "1.0",
          create_time: new Date().toISOString(),
          resource_type: "subscription",
          event_type: "BILLING.SUBSCRIPTION.ACTIVATED",
          resource: {
            id: subscriptionId,
            status: "ACTIVE",
            plan_id: remote.subscription.plan_id,
            custom_id: String(id),
            start_time: new Date().toISOString(),
          },
        }),
      ),
    );
    const webhooks = await Promise.all(deliveries.map((delivery) => deliverWebhook(t.origin, delivery)));
    expect(webhooks.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(confirmationsTo(email)).toHaveLength(1);

    // Then the buyer approves (PayPal's own webhooks arrive again) and comes back: the success
    // page and the SDK's callback, 10 times each, at once.
    await decideInSandbox(approvalUrl, "approve");
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => agent.post("/api/subscription", { paypalSubscriptionId: subscriptionId })),
      ...Array.from({ length: 10 }, () => agent.post("/api/subscriptions/callback", { subscriptionId, userId: id })),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<{ orderNumber: string }>().orderNumber).toBe(orderNumber);
    }

    const mails = confirmationsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) return;
    expect(mail.subject).toBe(
      `[${t.config.site.brandName}] Vertragsbestätigung Ihrer Premium-Mitgliedschaft – Bestellnummer ${orderNumber}`,
    );
    expect(mail.text).toContain(`Bestellnummer: ${orderNumber}`);
    expect(mail.text).toMatch(/Vertragsschluss: \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr/);
    expect(mail.text).toContain("Testmonat: 1,00 € einmalig");
    expect(mail.text).toContain("Danach: 4,99 € pro Woche");
    expect(mail.text).toContain("Mindestlaufzeit: 3 Monate nach dem Testmonat");
    expect(mail.text).toMatch(/Frühestes Vertragsende bei sofortiger Kündigung: \d\d\.\d\d\.\d{4}/);
    expect(mail.text).toContain(`„${membershipEarlyStartConsent}“`);
    expectLegalTexts(mail);
    expect(await ordersOf(id)).toMatchObject([{ reference: orderNumber, attempts: 1 }]);
  });
});

describe("a card membership", () => {
  it("is confirmed by exactly one mail when Maxpay repeats its callback", async () => {
    const { agent, id, email } = await buyer();
    const session: CardPaymentSession = await createCardSession(agent, id);
    expect(session.orderNumber).toMatch(orderNumberPattern);
    await payWithCard(session, cards.approve);
    const order = await db()
      .selectFrom("card_orders")
      .selectAll()
      .where("order_reference", "=", session.orderReference)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe("paid");

    // Maxpay delivers again (it did not hear the "OK"): the same signed callback, 10 times at once.
    const body = saleCallbackBody(order.transaction_id, session.orderReference, id);
    const repeats = await Promise.all(Array.from({ length: 10 }, () => sendCallback(t.origin, body)));
    expect(repeats.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));

    const mails = confirmationsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Bestellnummer: ${session.orderNumber ?? ""}`);
    expect(mails[0]?.text).toContain("Testmonat: 1,00 € einmalig");
    expect(mails[0]?.text).toContain(`„${membershipEarlyStartConsent}“`);
    const status = await agent.get(`/api/card-orders/${session.orderReference}`);
    expect(status.json()).toMatchObject({ status: "paid", orderNumber: session.orderNumber });
  });
});

describe("a credit package", () => {
  it("is confirmed by exactly one mail when the returns and the capture webhook race", async () => {
    const { agent, email } = await buyer();
    const started = await agent.post("/api/credits/purchase/paypal", { packageId: "beliebt", earlyStartConsent: true });
    expect(started.statusCode, started.body).toBe(200);
    const { orderId, orderNumber, links } = started.json<CreditPurchaseResponse>();
    expect(orderNumber).toMatch(orderNumberPattern);
    await decideInSandbox(links.find((l) => l.rel === "payer-action")?.href ?? "", "approve");
    await pauseWebhooks(t.origin);
    let returns;
    try {
      await captureAtPaypal(t.origin, orderId, "someone-else");
      returns = await Promise.all([
        resumeWebhooks(t.origin),
        ...Array.from({ length: 10 }, () => processReturn(agent, orderId)),
      ]);
    } finally {
      await resumeWebhooks(t.origin);
    }
    for (const res of returns.slice(1)) {
      if (!res) continue;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, creditsAdded: 5500, orderNumber });
    }

    const mails = confirmationsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) return;
    expect(mail.subject).toContain(`Vertragsbestätigung Ihres Credit-Kaufs – Bestellnummer ${orderNumber}`);
    expect(mail.text).toContain("Cosmos Credits: Beliebtes Paket");
    expect(mail.text).toContain("Umfang: 5.000 Credits und 500 Bonus-Credits, zusammen 5.500 Credits");
    expect(mail.text).toContain("Preis: 50,00 € einmalig (inkl. MwSt.), nichts verlängert sich");
    expect(mail.text).toContain(`„${creditsEarlyStartConsent}“`);
    expectLegalTexts(mail);
  });

  it("is confirmed once for each purchase: two packages, two mails with their own numbers", async () => {
    const { agent, email } = await buyer();
    const first = await buyAndApprove(agent, "starter");
    const second = await buyAndApprove(agent, "basis");
    for (const { orderId } of [first, second]) expect((await processReturn(agent, orderId)).statusCode).toBe(200);
    // PayPal's capture webhook races the return; whichever claims the order sends its mail.
    await flushWebhooks(t.origin);
    const mails = confirmationsTo(email);
    expect(mails).toHaveLength(2);
    const numbers = mails.map((m) => /Bestellnummer: (B-\S+)/.exec(m.text)?.[1]);
    expect(new Set(numbers).size).toBe(2);
  });
});
