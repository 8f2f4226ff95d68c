import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderNumberPattern } from "../../../../src/shared/domain/order-consent-texts.ts";
import { fieldsSignature } from "../../../../src/protocols/maxpay.ts";
import type { CardPaymentSession } from "../../../../src/shared/schemas/card-payments.ts";
import { createAgent, type Agent } from "../../../support/agent.ts";
import { createAdmin, createMember, createUser } from "../../../../src/server/db/seed/factories.ts";
import { cardRequest, sandboxPrivateKey, setCardPayments } from "../../../support/maxpay-sandbox.ts";
import { login } from "../../../support/paypal-sandbox.ts";
import { createTestApp, testOrigin, type TestApp } from "../../../support/test-app.ts";

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = createAgent(t.app);
  await login(admin, await createAdmin(t.database.handle.db));
});
afterAll(() => t.close());

const ordersOf = (userId: number) =>
  t.database.handle.db.selectFrom("card_orders").selectAll().where("user_id", "=", userId).execute();

async function loggedIn(): Promise<{ agent: Agent; id: number }> {
  const user = await createUser(t.database.handle.db);
  const agent = createAgent(t.app);
  await login(agent, user);
  return { agent, id: user.id };
}

const disabled = { message: "Kreditkartenzahlungen sind derzeit nicht verfügbar." };

describe("creating a card payment session", () => {
  it("is refused while card payments are switched off, and stores nothing", async () => {
    await setCardPayments(admin, false);
    const { agent, id } = await loggedIn();
    for (const [url, body] of [
      ["/api/maxpay/create", cardRequest(id)],
      [
        "/api/maxpay/create-payment",
        {
          amount: 1,
          currency: "EUR",
          userId: id,
          returnUrl: "x",
          cancelUrl: "y",
          recurring: { initialPeriod: "P30D", period: "P7D", trialAmount: 1, recurringAmount: 4.99 },
        },
      ],
    ] as const) {
      const res = await agent.post(url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(disabled);
    }
    expect(await ordersOf(id)).toHaveLength(0);
  });

  it("needs a login, and only for oneself", async () => {
    await setCardPayments(admin, true);
    const { agent, id } = await loggedIn();
    const guest = createAgent(t.app);
    const asGuest = await guest.post("/api/maxpay/create", cardRequest(id));
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toEqual({ message: "Sie müssen angemeldet sein, um ein Abonnement abzuschließen." });
    expect((await agent.post("/api/maxpay/create", cardRequest(null))).statusCode).toBe(401);
    const other = await createUser(t.database.handle.db);
    expect((await agent.post("/api/maxpay/create", cardRequest(other.id))).statusCode).toBe(403);
    expect(await ordersOf(other.id)).toHaveLength(0);
  });

  it("answers the signed hosted-payment-page form and stores a pending order", async () => {
    await setCardPayments(admin, true);
    const { agent, id } = await loggedIn();
    const res = await agent.post("/api/maxpay/create", cardRequest(id));
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<CardPaymentSession>();
    const ref = session.orderReference;
    expect(ref).toMatch(/^mp_[0-9a-f]{32}$/);
    expect(session.paymentUrl).toBe(`${testOrigin}/__sandbox/maxpay/hpp`);
    expect(session.sandboxUrl).toBe(session.paymentUrl);
    const fields = session.sessionData;
    expect(fields).toMatchObject({
      key: "pkTest_sandbox",
      uniqueuserid: String(id),
      uniqueTransactionId: ref,
      locale: "de-DE",
      custom_order_reference: ref,
      success_url: `${testOrigin}/subscription/success?provider=maxpay&order_reference=${ref}&user_id=${id}`,
      decline_url: `${testOrigin}/subscription/cancel?provider=maxpay&order_reference=${ref}`,
      backUrl: `${testOrigin}/subscribe`,
    });
    expect(fields.email).toMatch(/@example\.com$/);
    expect(JSON.parse(fields.customproduct ?? "")).toEqual([
      {
        productType: "trialProduct",
        productId: "premium-trial",
        productName: "Premium-Mitgliedschaft",
        productDescription:
          "1,00 € für die ersten 30 Tage, danach 4,99 € alle 7 Tage. Mindestlaufzeit 3 Monate nach dem Testzeitraum.",
        currency: "EUR",
        amount: 1,
        trialLength: 1,
        trialPeriod: "30D",
        postTrialProductId: "premium-weekly",
      },
    ]);
    expect(fields.signature).toBe(fieldsSignature(fields, sandboxPrivateKey));
    expect(await ordersOf(id)).toMatchObject([
      {
        order_reference: ref,
        purpose: "subscription",
        amount_cents: 100,
        currency: "EUR",
        status: "pending",
        transaction_id: null,
      },
    ]);

    // The order's state is visible to its owner only.
    expect((await agent.get(`/api/card-orders/${ref}`)).json()).toEqual({
      orderReference: ref,
      status: "pending",
      orderNumber: expect.stringMatching(orderNumberPattern),
    });
    const { agent: stranger } = await loggedIn();
    const foreign = await stranger.get(`/api/card-orders/${ref}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: "Diese Bestellung wurde nicht gefunden." });
    expect((await createAgent(t.app).get(`/api/card-orders/${ref}`)).statusCode).toBe(401);
    expect((await agent.get("/api/card-orders/mp_unknown")).statusCode).toBe(404);
  });

  it("gives every session its own order reference", async () => {
    await setCardPayments(admin, true);
    const { agent, id } = await loggedIn();
    const refs = new Set<string>();
    for (let i = 0; i < 3; i += 1)
      refs.add((await agent.post("/api/maxpay/create", cardRequest(id))).json<CardPaymentSession>().orderReference);
    expect(refs.size).toBe(3);
  });

  it.each([
    ["amount", { amount: 4.99 }],
    ["recurring amount", { recurringAmount: 0.99 }],
    ["trial amount", { trialAmount: 0 }],
    ["currency", { currency: "USD" }],
    ["trial period", { trialPeriod: "P7D" }],
    ["recurring period", { recurringPeriod: "P30D" }],
    ["a one-off payment", { isRecurring: false }],
  ])("refuses a different %s than the plan's", async (_what, override) => {
    await setCardPayments(admin, true);
    const { agent, id } = await loggedIn();
    const res = await agent.post("/api/maxpay/create", cardRequest(id, override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Die Angaben stimmen nicht mit dem Premium-Tarif überein." });
    expect(await ordersOf(id)).toHaveLength(0);
  });

  it("accepts the plan's periods in every spelling (P30D, 30D, MONTH)", async () => {
    await setCardPayments(admin, true);
    const { agent, id } = await loggedIn();
    const res = await agent.post(
      "/api/maxpay/create",
      cardRequest(id, { trialPeriod: "MONTH", recurringPeriod: "7D" }),
    );
    expect(res.statusCode).toBe(200);
  });

  it("answers 409 to someone who is already a member", async () => {
    await setCardPayments(admin, true);
    const member = await createMember(t.database.handle.db);
    const agent = createAgent(t.app);
    await login(agent, member);
    const res = await agent.post("/api/maxpay/create", cardRequest(member.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Sie haben bereits eine aktive Premium-Mitgliedschaft." });
    expect(await ordersOf(member.id)).toHaveLength(0);
  });

  it("lets a just-registered browser start paying without a login (registration-flow cookie)", async () => {
    await setCardPayments(admin, true);
    const agent = createAgent(t.app);
    const created = await agent.post("/api/users", {
      name: "Karla Kartenzahlerin",
      phone: "+4915122334455",
      email: "karla@example.com",
      password: "geheim123",
      birthDate: "1980-05-17",
    });
    expect(created.statusCode).toBe(201);
    const userId = created.json<{ id: number }>().id;
    // Creating the account logs nobody in; a logout would end the registration grant too.
    expect(agent.cookies.has("sid")).toBe(false);
    const res = await agent.post("/api/maxpay/create", cardRequest(userId));
    expect(res.statusCode, res.body).toBe(200);
    const ref = res.json<CardPaymentSession>().orderReference;
    expect((await agent.get(`/api/card-orders/${ref}`)).json()).toEqual({
      orderReference: ref,
      status: "pending",
      orderNumber: expect.stringMatching(orderNumberPattern),
    });
    expect((await agent.post("/api/maxpay/create", cardRequest(userId + 1000))).statusCode).toBe(403);
  });
});

describe("POST /api/maxpay/create-payment", () => {
  const recurring = { initialPeriod: "P30D", period: "P7D", trialAmount: 1, recurringAmount: 4.99 };

  it("with `recurring` opens the Premium subscription like /create", async () => {
    await setCardPayments(admin, true);
    const { agent, id } = await loggedIn();
    const res = await agent.post("/api/maxpay/create-payment", {
      amount: 1,
      currency: "EUR",
      userId: id,
      returnUrl: `${testOrigin}/subscription/success`,
      cancelUrl: `${testOrigin}/subscription/cancel`,
      recurring,
      earlyStartConsent: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<CardPaymentSession>();
    expect(JSON.parse(session.sessionData.customproduct ?? "")[0]).toMatchObject({
      productType: "trialProduct",
      amount: 1,
    });
    expect(await ordersOf(id)).toMatchObject([{ purpose: "subscription", amount_cents: 100 }]);
  });

  it("refuses amounts that are not the plan's", async () => {
    await setCardPayments(admin, true);
    const { agent, id } = await loggedIn();
    const base = { currency: "EUR", userId: id, returnUrl: "x", cancelUrl: "y" };
    for (const body of [
      { ...base, amount: 4.99, recurring },
      { ...base, amount: 1, recurring: { ...recurring, recurringAmount: 1.99 } },
      { ...base, amount: 5 },
    ]) {
      const res = await agent.post("/api/maxpay/create-payment", body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Die Angaben stimmen nicht mit dem Premium-Tarif überein." });
    }
    expect(await ordersOf(id)).toHaveLength(0);
  });

  it("without `recurring` is the administrator's 0.01 EUR test payment, and nobody else's", async () => {
    await setCardPayments(admin, true);
    const { agent, id } = await loggedIn();
    const test = {
      amount: 0.01,
      currency: "EUR",
      returnUrl: `${testOrigin}/admin-maxpay-test?result=success`,
      cancelUrl: `${testOrigin}/admin-maxpay-test?result=cancel`,
    };
    const asUser = await agent.post("/api/maxpay/create-payment", { ...test, userId: id });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ message: "Nur der Administrator kann eine Testzahlung starten." });

    const res = await admin.post("/api/maxpay/create-payment", { ...test, userId: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<CardPaymentSession>();
    const ref = session.orderReference;
    expect(JSON.parse(session.sessionData.customproduct ?? "")).toEqual([
      {
        productType: "fixedProduct",
        productId: "card-test",
        productName: "Testzahlung",
        currency: "EUR",
        amount: 0.01,
      },
    ]);
    expect(session.sessionData.success_url).toBe(
      `${testOrigin}/admin-maxpay-test?result=success&provider=maxpay&order_reference=${ref}&user_id=1`,
    );
    expect(session.sessionData.decline_url).toBe(
      `${testOrigin}/admin-maxpay-test?result=cancel&provider=maxpay&order_reference=${ref}`,
    );
    expect(await ordersOf(1)).toMatchObject([
      { order_reference: ref, purpose: "test", amount_cents: 1, status: "pending" },
    ]);
  });

  it("never sends the buyer back to a foreign site", async () => {
    await setCardPayments(admin, true);
    const res = await admin.post("/api/maxpay/create-payment", {
      amount: 0.01,
      currency: "EUR",
      userId: 1,
      returnUrl: "https://evil.example/steal",
      cancelUrl: "//evil.example/steal",
    });
    expect(res.statusCode).toBe(200);
    const { sessionData, orderReference } = res.json<CardPaymentSession>();
    expect(sessionData.success_url).toBe(
      `${testOrigin}/admin-maxpay-test?result=success&provider=maxpay&order_reference=${orderReference}&user_id=1`,
    );
    expect(sessionData.decline_url).toBe(
      `${testOrigin}/admin-maxpay-test?result=cancel&provider=maxpay&order_reference=${orderReference}`,
    );
  });
});
