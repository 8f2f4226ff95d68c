import { describe, expect, it } from "vitest";
import { nextBillingAfter, termsFor } from "../../../../src/shared/domain/subscription-terms.ts";
import { createAgent } from "../../../support/agent.ts";
import { appPerSuite } from "../../../support/app-per-suite.ts";
import { createMember, createUser } from "../../../../src/server/db/seed/factories.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../../support/listening-app.ts";
import {
  deliverWebhook,
  loggedInUser,
  login,
  saleEvent,
  sandboxSubscription,
  signWebhook,
  startSubscription,
} from "../../../support/paypal-sandbox.ts";

let t: ListeningTestApp;
appPerSuite(createListeningTestApp, (app) => (t = app));

const db = () => t.database.handle.db;

const subscriptionOf = (userId: number) =>
  db().selectFrom("subscriptions").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();

async function paypalMember() {
  const user = await createMember(db(), { provider: "paypal" });
  const row = await subscriptionOf(user.id);
  return { user, row, subscriptionId: row.provider_subscription_id ?? "" };
}

/** PayPal reports that the subscription ended; the portal takes the event. */
async function cancelledAtPaypal(subscriptionId: string): Promise<void> {
  const res = await deliverWebhook(
    t.origin,
    await signWebhook(
      t.origin,
      subscriptionEvent("BILLING.SUBSCRIPTION.CANCELLED", { id: subscriptionId, status: "CANCELLED" }),
    ),
  );
  expect(res.status).toBe(200);
}

const paymentsOf = (userId: number) => db().selectFrom("payments").selectAll().where("user_id", "=", userId).execute();
const eventsWithId = (id: string) => db().selectFrom("payment_events").selectAll().where("event_id", "=", id).execute();

function subscriptionEvent(
  type: string,
  resource: Record<string, unknown>,
  id = `WH-TEST-${Math.random().toString(36).slice(2)}`,
) {
  return {
    id,
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: "subscription",
    event_type: type,
    resource,
  };
}

describe("POST /api/paypal/webhook", () => {
  it("refuses deliveries that are not signed by PayPal for exactly these bytes, and changes nothing", async () => {
    const { user, row, subscriptionId } = await paypalMember();
    const event = saleEvent(subscriptionId, {
      saleId: "SALEFORGED0000001",
      total: "4.99",
      time: new Date().toISOString(),
    });
    const signed = await signWebhook(t.origin, event);
    const tampered = [
      { ...signed, body: signed.body.replace('"4.99"', '"0.01"') },
      { ...signed, headers: { ...signed.headers, "paypal-transmission-sig": Buffer.from("nope").toString("base64") } },
      { ...signed, headers: { ...signed.headers, "paypal-transmission-id": "another-id" } },
      { ...signed, headers: { ...signed.headers, "paypal-cert-url": "https://evil.example/cert.pem" } },
      {
        ...signed,
        headers: {
          ...signed.headers,
          "paypal-cert-url": `${t.origin.replace("127.0.0.1", "localhost")}/__sandbox/paypal/certs/x.pem`,
        },
      },
      { ...signed, headers: { ...signed.headers, "paypal-auth-algo": "SHA1withRSA" } },
      { body: signed.body, headers: { "content-type": "application/json" } },
    ];
    for (const delivery of tampered) {
      const res = await deliverWebhook(t.origin, delivery);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "Ungültige Signatur." });
    }
    expect(await paymentsOf(user.id)).toHaveLength(0);
    expect(await eventsWithId(event.id)).toHaveLength(0);
    expect(await db().selectFrom("subscriptions").selectAll().where("id", "=", row.id).executeTakeFirst()).toEqual(row);

    const genuine = await deliverWebhook(t.origin, signed);
    expect(genuine.status).toBe(200);
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it("has one effect when the same delivery arrives 10 times at once", async () => {
    const { user, subscriptionId } = await paypalMember();
    const event = saleEvent(subscriptionId, {
      saleId: "SALECONCURRENT001",
      total: "4.99",
      time: new Date().toISOString(),
    });
    const signed = await signWebhook(t.origin, event);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(t.origin, signed)));
    const outcomes = await Promise.all(
      responses.map(async (r) => ({ status: r.status, body: (await r.json()) as { outcome: string } })),
    );
    expect(outcomes.every((o) => o.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o.body.outcome === "applied")).toHaveLength(1);
    expect(outcomes.filter((o) => o.body.outcome === "duplicate")).toHaveLength(9);
    expect(await paymentsOf(user.id)).toMatchObject([{ provider_payment_id: "SALECONCURRENT001", amount_cents: 499 }]);
    expect(await eventsWithId(event.id)).toHaveLength(1);
  });

  it("activates a pending subscription once when ACTIVATED arrives 10 times at once", async () => {
    const { user, agent } = await loggedInUser(t);
    const { id } = await startSubscription(agent, user.id);
    const remote = await sandboxSubscription(t.origin, id);
    const start = "2026-03-31T10:00:00.000Z";
    const event = subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", {
      id,
      status: "ACTIVE",
      plan_id: remote.subscription.plan_id,
      custom_id: String(user.id),
      start_time: start,
    });
    const signed = await signWebhook(t.origin, event);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(t.origin, signed)));
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const rows = await db().selectFrom("subscriptions").selectAll().where("user_id", "=", user.id).execute();
    // March 31st plus one month is April 30th.
    expect(rows).toMatchObject([{ status: "active", start_date: start, trial_ends_at: "2026-04-30T10:00:00.000Z" }]);
    expect(await eventsWithId(event.id)).toHaveLength(1);
  });

  it("does not activate for another user than the one who started the subscription", async () => {
    const { user, agent } = await loggedInUser(t);
    const other = await createUser(db());
    const { id } = await startSubscription(agent, user.id);
    const remote = await sandboxSubscription(t.origin, id);
    const event = subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", {
      id,
      status: "ACTIVE",
      plan_id: remote.subscription.plan_id,
      custom_id: String(other.id),
      start_time: new Date().toISOString(),
    });
    const res = await deliverWebhook(t.origin, await signWebhook(t.origin, event));
    expect(res.status).toBe(200);
    const rows = await db()
      .selectFrom("subscriptions")
      .select(["user_id", "status"])
      .where("provider_subscription_id", "=", id)
      .execute();
    expect(rows).toEqual([{ user_id: user.id, status: "pending" }]);
  });

  it("ends access at the paid period when the buyer cancels in their PayPal account", async () => {
    const { user, row, subscriptionId } = await paypalMember();
    await cancelledAtPaypal(subscriptionId);
    const after = await db().selectFrom("subscriptions").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      status: "cancelled",
      provider_status: "CANCELLED",
      access_until: row.next_billing_date,
      next_billing_date: null,
    });
    expect(after.provider_cancelled_at).not.toBeNull();
    expect(user.id).toBe(after.user_id);
  });

  it("ends a declared cancellation with the period already paid once PayPal ends the subscription", async () => {
    const { user, subscriptionId } = await paypalMember();
    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, user);
    const cancelled = await agent.post("/api/subscription/cancel");
    expect(cancelled.statusCode).toBe(200);
    const before = await subscriptionOf(user.id);
    await cancelledAtPaypal(subscriptionId);
    const after = await subscriptionOf(user.id);
    // Nothing more will be billed: access ends with the week running now, not at the end of the
    // minimum term the cancellation had computed (docs/decisions/0007).
    const paidEnd = nextBillingAfter(termsFor(new Date(before.start_date)), new Date(after.updated_at));
    expect(Date.parse(before.access_until ?? "")).toBeGreaterThan(paidEnd.getTime());
    expect(after).toMatchObject({
      status: "cancelled",
      access_until: paidEnd.toISOString(),
      provider_status: "CANCELLED",
    });
  });

  it("notes a failed payment, ignores unknown types and sales of unknown subscriptions", async () => {
    const { row, subscriptionId } = await paypalMember();
    const failed = subscriptionEvent("BILLING.SUBSCRIPTION.PAYMENT.FAILED", { id: subscriptionId, status: "ACTIVE" });
    expect((await deliverWebhook(t.origin, await signWebhook(t.origin, failed))).status).toBe(200);
    const after = await db().selectFrom("subscriptions").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: "active", provider_status: "PAYMENT_FAILED" });

    const unknown = { ...subscriptionEvent("CUSTOMER.DISPUTE.CREATED", { id: "PP-D-1" }), resource_type: "dispute" };
    const ignored = await deliverWebhook(t.origin, await signWebhook(t.origin, unknown));
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toEqual({ outcome: "ignored" });
    expect(await eventsWithId(unknown.id)).toHaveLength(0);

    const stray = saleEvent("I-UNKNOWN00000", {
      saleId: "SALESTRAY00000001",
      total: "4.99",
      time: new Date().toISOString(),
    });
    const strayRes = await deliverWebhook(t.origin, await signWebhook(t.origin, stray));
    expect(strayRes.status).toBe(200);
    expect(
      await db().selectFrom("payments").selectAll().where("provider_payment_id", "=", "SALESTRAY00000001").execute(),
    ).toHaveLength(0);
  });
});
