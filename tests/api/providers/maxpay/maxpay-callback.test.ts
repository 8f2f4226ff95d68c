import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callbackSignature } from "../../../../src/protocols/maxpay.ts";
import type { User } from "../../../../src/shared/schemas/users.ts";
import { createAgent, type Agent } from "../../../support/agent.ts";
import { createUser } from "../../../../src/server/db/seed/factories.ts";
import { type ListeningTestApp } from "../../../support/listening-app.ts";
import {
  createCardSession,
  sandboxPrivateKey,
  sendCallback,
  createCardPaymentTestApp,
  cardPaymentRows,
} from "../../../support/maxpay-sandbox.ts";
import { login } from "../../../support/paypal-sandbox.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await createCardPaymentTestApp();
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const { orderOf, paymentsOf, subscriptionsOf } = cardPaymentRows(db);
const eventsFor = (transactionId: string) =>
  db()
    .selectFrom("payment_events")
    .selectAll()
    .where("provider", "=", "maxpay")
    .where("event_id", "like", `${transactionId}%`)
    .execute();

let sequence = 0;
const newTransactionId = () => `hpp${Date.now()}.${String((sequence += 1)).padStart(3, "0")}mId1274aId0`;

async function openOrder(): Promise<{ agent: Agent; id: number; ref: string }> {
  const user = await createUser(db());
  const agent = createAgent(t.app, { origin: t.origin });
  await login(agent, user);
  const session = await createCardSession(agent, user.id);
  return { agent, id: user.id, ref: session.orderReference };
}

/** A callback as Maxpay sends it for the first payment of an order. */
function callback(userId: number, ref: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    transactionId: newTransactionId(),
    reference: "MXP0011223344",
    uniqueTransactionId: ref,
    uniqueUserId: String(userId),
    totalAmount: 1,
    currency: "EUR",
    transactionType: "SALE",
    status: "success",
    message: "Transaction processed successfully",
    code: 0,
    productList: [{ productId: "premium-trial", name: "Premium-Mitgliedschaft", amount: 1, currency: "EUR" }],
    customParameters: { custom_order_reference: ref },
    billToken: "bt_test",
    ...overrides,
  };
}

async function expectUntouched(id: number, ref: string, transactionId: string): Promise<void> {
  expect(await orderOf(ref)).toMatchObject({ status: "pending", transaction_id: null });
  expect(await subscriptionsOf(id)).toHaveLength(0);
  expect(await paymentsOf(id)).toHaveLength(0);
  expect(await eventsFor(transactionId)).toHaveLength(0);
}

describe("POST /api/maxpay/callback", () => {
  it("refuses a forged callback with 400 and changes nothing", async () => {
    const { agent, id, ref } = await openOrder();
    const event = callback(id, ref);
    const body = JSON.stringify(event);
    const tid = String(event.transactionId);

    const wrongKey = await sendCallback(t.origin, body, callbackSignature(body, "skTest_guessed"));
    expect(wrongKey.status).toBe(400);
    expect(await wrongKey.json()).toEqual({ message: "Ungültige Signatur." });

    const noSignature = await fetch(`${t.origin}/api/maxpay/callback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(noSignature.status).toBe(400);

    // A valid signature for other bytes does not cover these.
    const tampered = await sendCallback(
      t.origin,
      body.replace('"totalAmount":1', '"totalAmount":1.0'),
      callbackSignature(body, sandboxPrivateKey),
    );
    expect(tampered.status).toBe(400);

    await expectUntouched(id, ref, tid);
    expect((await agent.get("/api/auth/me")).json<User>().hasActiveSubscription).toBe(false);
  });

  it("has one effect when the same callback arrives 10 times at once", async () => {
    const { agent, id, ref } = await openOrder();
    const event = callback(id, ref);
    const body = JSON.stringify(event);
    const responses = await Promise.all(Array.from({ length: 10 }, () => sendCallback(t.origin, body)));
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("OK");
    }
    expect(await orderOf(ref)).toMatchObject({ status: "paid", transaction_id: event.transactionId });
    expect(await subscriptionsOf(id)).toHaveLength(1);
    expect(await paymentsOf(id)).toMatchObject([{ amount_cents: 100, provider_payment_id: event.transactionId }]);
    expect(await eventsFor(String(event.transactionId))).toHaveLength(1);
    expect((await agent.get("/api/auth/me")).json<User>().hasActiveSubscription).toBe(true);
  });

  it("accepts a form-encoded callback", async () => {
    const { id, ref } = await openOrder();
    const tid = newTransactionId();
    const form = new URLSearchParams({
      transactionId: tid,
      uniqueTransactionId: ref,
      uniqueUserId: String(id),
      totalAmount: "1.00",
      currency: "EUR",
      transactionType: "SALE",
      status: "success",
      code: "0",
      "productList[0][productId]": "premium-trial",
      "customParameters[custom_order_reference]": ref,
    }).toString();
    const res = await fetch(`${t.origin}/api/maxpay/callback`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-signature": callbackSignature(form, sandboxPrivateKey),
      },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await orderOf(ref)).toMatchObject({ status: "paid", transaction_id: tid });
  });

  it("answers 400 to a signed body that is not a callback, and records nothing", async () => {
    const { id, ref } = await openOrder();
    const notJson = await sendCallback(t.origin, "{nope");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: "Die Anfrage enthält kein gültiges JSON." });
    const incomplete = await sendCallback(t.origin, JSON.stringify({ transactionId: "hppX", status: "success" }));
    expect(incomplete.status).toBe(400);
    expect(await incomplete.json()).toEqual({ message: "Die Benachrichtigung ist unvollständig oder ungültig." });
    expect(await orderOf(ref)).toMatchObject({ status: "pending" });
    expect(await subscriptionsOf(id)).toHaveLength(0);
  });

  it("grants nothing when the callback names another user than the order's", async () => {
    const { id, ref } = await openOrder();
    const other = await createUser(db());
    const event = callback(other.id, ref);
    expect((await sendCallback(t.origin, JSON.stringify(event))).status).toBe(200);
    expect(await orderOf(ref)).toMatchObject({ status: "pending" });
    expect(await subscriptionsOf(id)).toHaveLength(0);
    expect(await subscriptionsOf(other.id)).toHaveLength(0);
  });

  it("grants nothing when the amount paid is not the order's", async () => {
    const { id, ref } = await openOrder();
    expect((await sendCallback(t.origin, JSON.stringify(callback(id, ref, { totalAmount: 0.01 })))).status).toBe(200);
    expect(await orderOf(ref)).toMatchObject({ status: "pending" });
    expect(await subscriptionsOf(id)).toHaveLength(0);
    expect(await paymentsOf(id)).toHaveLength(0);
  });

  it("waits on an undecided code and acts on the final callback of the same transaction", async () => {
    const { id, ref } = await openOrder();
    const event = callback(id, ref);
    const undecided = { ...event, status: "pending", code: 3 };
    expect((await sendCallback(t.origin, JSON.stringify(undecided))).status).toBe(200);
    expect(await orderOf(ref)).toMatchObject({ status: "pending" });
    expect(await eventsFor(String(event.transactionId))).toHaveLength(0);
    expect((await sendCallback(t.origin, JSON.stringify(event))).status).toBe(200);
    expect(await orderOf(ref)).toMatchObject({ status: "paid" });
  });

  it("marks a declined first payment as declined", async () => {
    const { id, ref } = await openOrder();
    const event = callback(id, ref, { status: "decline", code: 1001, message: "Transaction declined by issuer" });
    expect((await sendCallback(t.origin, JSON.stringify(event))).status).toBe(200);
    expect(await orderOf(ref)).toMatchObject({ status: "declined", transaction_id: event.transactionId });
    expect(await subscriptionsOf(id)).toHaveLength(0);
  });

  it("books a renewal found by the order reference, or by the user when the reference is missing", async () => {
    const { agent, id, ref } = await openOrder();
    expect((await sendCallback(t.origin, JSON.stringify(callback(id, ref)))).status).toBe(200);
    const weekly = {
      productList: [
        { productId: "premium-weekly", name: "Premium-Mitgliedschaft (wöchentlich)", amount: 4.99, currency: "EUR" },
      ],
    };
    const renewal = callback(id, ref, { ...weekly, totalAmount: 4.99, uniqueTransactionId: undefined });
    expect((await sendCallback(t.origin, JSON.stringify(renewal))).status).toBe(200);
    const bare = callback(id, ref, {
      ...weekly,
      totalAmount: "4.99",
      uniqueTransactionId: undefined,
      customParameters: [],
    });
    expect((await sendCallback(t.origin, JSON.stringify(bare))).status).toBe(200);
    const [sub] = await subscriptionsOf(id);
    expect(await paymentsOf(id)).toMatchObject([
      { amount_cents: 100, subscription_id: sub?.id },
      { amount_cents: 499, subscription_id: sub?.id, provider_payment_id: renewal.transactionId },
      { amount_cents: 499, subscription_id: sub?.id, provider_payment_id: bare.transactionId },
    ]);
    expect((await agent.get("/api/auth/me")).json<User>().hasActiveSubscription).toBe(true);
  });

  it("logs a refund, gives it a receipt naming the sale's, and changes nothing else", async () => {
    const { id, ref } = await openOrder();
    const sale = callback(id, ref);
    expect((await sendCallback(t.origin, JSON.stringify(sale))).status).toBe(200);
    const refund = { ...sale, status: "refunded", transactionType: "REFUND" };
    expect((await sendCallback(t.origin, JSON.stringify(refund))).status).toBe(200);
    expect(await eventsFor(String(sale.transactionId))).toHaveLength(2);
    expect(await orderOf(ref)).toMatchObject({ status: "paid" });
    expect(await subscriptionsOf(id)).toMatchObject([{ status: "active" }]);
    expect(await paymentsOf(id)).toHaveLength(1);
    const receipts = await db()
      .selectFrom("receipts")
      .select(["kind", "amount_cents", "method", "number", "refers_to"])
      .where("user_id", "=", id)
      .orderBy("id")
      .execute();
    expect(receipts).toMatchObject([
      { kind: "payment", amount_cents: 100, method: "card", refers_to: null },
      { kind: "refund", amount_cents: -100, method: "card", refers_to: receipts[0]?.number },
    ]);
    // Delivered again, the refund keeps its one receipt.
    expect((await sendCallback(t.origin, JSON.stringify(refund))).status).toBe(200);
    expect(await db().selectFrom("receipts").select("id").where("user_id", "=", id).execute()).toHaveLength(2);
  });

  it("is not origin-checked: Maxpay's servers post from elsewhere", async () => {
    const { id, ref } = await openOrder();
    const body = JSON.stringify(callback(id, ref));
    const res = await fetch(`${t.origin}/api/maxpay/callback`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "https://hpp.maxpay.com",
        "x-signature": callbackSignature(body, sandboxPrivateKey),
      },
      body,
    });
    expect(res.status).toBe(200);
    expect(await orderOf(ref)).toMatchObject({ status: "paid" });
  });
});
