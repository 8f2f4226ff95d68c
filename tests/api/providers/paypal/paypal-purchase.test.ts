import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderNumberPattern } from "../../../../src/shared/domain/order-consent-texts.ts";
import type { User } from "../../../../src/shared/schemas/users.ts";
import { termsFor } from "../../../../src/shared/domain/subscription-terms.ts";
import { createAgent } from "../../../support/agent.ts";
import { createUser } from "../../../../src/server/db/seed/factories.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../../support/listening-app.ts";
import { decideInSandbox, login, sandboxSubscription, startSubscription } from "../../../support/paypal-sandbox.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

const rowsOf = (userId: number) =>
  t.database.handle.db.selectFrom("subscriptions").selectAll().where("user_id", "=", userId).execute();

describe("buying Premium through the PayPal sandbox", () => {
  it("creates, approves, receives the webhooks and gives access", async () => {
    const db = t.database.handle.db;
    const user = await createUser(db);
    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, user);

    const { id, approvalUrl } = await startSubscription(agent, user.id);
    expect(id).toMatch(/^I-[A-Z0-9]{12}$/);
    expect(approvalUrl).toMatch(new RegExp(`^${t.origin}/__sandbox/paypal/approve\\?ba_token=BA-[A-Z0-9]+$`));
    expect(await rowsOf(user.id)).toMatchObject([
      { status: "pending", provider: "paypal", provider_subscription_id: id },
    ]);
    expect((await agent.get("/api/auth/me")).json<User>().hasActiveSubscription).toBe(false);

    const back = await decideInSandbox(approvalUrl, "approve");
    expect(`${back.origin}${back.pathname}`).toBe(`${t.origin}/subscription/success`);
    expect(back.searchParams.get("user_id")).toBe(String(user.id));
    expect(back.searchParams.get("subscription_id")).toBe(id);
    expect(back.searchParams.get("ba_token")).toMatch(/^BA-/);
    expect(back.searchParams.get("token")).toBeTruthy();

    // The webhooks arrived before the buyer was sent back.
    const me = (await agent.get("/api/auth/me")).json<User>();
    expect(me.hasActiveSubscription).toBe(true);
    expect(me.subscription).toMatchObject({
      status: "active",
      planId: "premium",
      provider: "paypal",
      paypalSubscriptionId: id,
    });
    const remote = await sandboxSubscription(t.origin, id);
    expect(remote.subscription.status).toBe("ACTIVE");
    const start = new Date(remote.subscription.start_time);
    const terms = termsFor(start);
    expect(me.subscription?.startDate).toBe(start.toISOString());
    expect(me.subscription?.trialEndDate).toBe(terms.trialEndsAt.toISOString());
    expect(me.subscription?.nextBillingDate).toBe(terms.trialEndsAt.toISOString());
    expect(me.subscription?.minimumTermEndDate).toBe(terms.minimumTermEndsAt.toISOString());

    const payments = await db.selectFrom("payments").selectAll().where("user_id", "=", user.id).execute();
    expect(payments).toMatchObject([
      {
        provider: "paypal",
        purpose: "subscription",
        amount_cents: 100,
        currency: "EUR",
        provider_payment_id: remote.sales[0]?.id,
      },
    ]);
    const events = await db
      .selectFrom("payment_events")
      .select("event_type")
      .where("provider", "=", "paypal")
      .execute();
    expect(events.map((e) => e.event_type).sort()).toEqual([
      "BILLING.SUBSCRIPTION.ACTIVATED",
      "PAYMENT.SALE.COMPLETED",
    ]);

    // The success page records it too: the browser's status and dates are ignored, the answer is the same.
    const recorded = await agent.post("/api/subscription", {
      planId: "premium",
      status: "active",
      startDate: "2001-01-01T00:00:00.000Z",
      nextBillingDate: "2001-02-01T00:00:00.000Z",
      paypalSubscriptionId: id,
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toEqual({
      subscription: me.subscription,
      orderNumber: expect.stringMatching(orderNumberPattern),
    });
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("lets a just-registered browser pay and record it without a login (registration-flow cookie)", async () => {
    const agent = createAgent(t.app, { origin: t.origin });
    const created = await agent.post("/api/users", {
      name: "Neue Kundin",
      phone: "+4915199887766",
      email: "neu@example.com",
      password: "geheim123",
      birthDate: "1980-05-17",
    });
    expect(created.statusCode).toBe(201);
    const userId = created.json<{ id: number }>().id;
    const { id, approvalUrl } = await startSubscription(agent, userId);
    await decideInSandbox(approvalUrl, "approve");

    const stranger = createAgent(t.app, { origin: t.origin });
    const refused = await stranger.post("/api/subscriptions/callback", {
      subscriptionId: id,
      userId,
      planId: "premium",
    });
    expect(refused.statusCode).toBe(401);

    const recorded = await agent.post("/api/subscriptions/callback", {
      subscriptionId: id,
      userId,
      planId: "premium",
      status: "ACTIVE",
    });
    expect(recorded.statusCode).toBe(200);
    expect(
      recorded.json<{ subscription: { status: string; paypalSubscriptionId: string } }>().subscription,
    ).toMatchObject({
      status: "active",
      paypalSubscriptionId: id,
    });
    expect(
      (
        await agent.post("/api/subscriptions/callback", {
          subscriptionId: id,
          userId: userId + 1000,
          planId: "premium",
        })
      ).statusCode,
    ).toBe(403);
  });

  it("sends a buyer who cancels back to the cancel page and gives no access", async () => {
    const user = await createUser(t.database.handle.db);
    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, user);
    const { id, approvalUrl } = await startSubscription(agent, user.id);
    const back = await decideInSandbox(approvalUrl, "cancel");
    expect(`${back.origin}${back.pathname}`).toBe(`${t.origin}/subscription/cancel`);
    expect(back.searchParams.get("token")).toBeTruthy();

    const recorded = await agent.post("/api/subscription", {
      planId: "premium",
      status: "active",
      paypalSubscriptionId: id,
    });
    expect(recorded.statusCode).toBe(400);
    expect(recorded.json()).toEqual({ message: "Ungültiges Abonnement: Das Abonnement ist bei PayPal nicht aktiv." });
    expect(await rowsOf(user.id)).toMatchObject([{ status: "pending" }]);
    expect((await agent.get("/api/auth/me")).json<User>().hasActiveSubscription).toBe(false);
    // The approval page cannot be used a second time.
    expect((await fetch(approvalUrl)).status).toBe(409);
  });

  it("stores nothing for a made-up subscription id", async () => {
    const user = await createUser(t.database.handle.db);
    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, user);
    const res = await agent.post("/api/subscription", {
      planId: "premium",
      status: "active",
      startDate: "2026-01-01T00:00:00.000Z",
      paypalSubscriptionId: "I-AAAAAAAAAAAA",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Ungültiges Abonnement: PayPal kennt dieses Abonnement nicht." });
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect((await agent.get("/api/subscription")).json()).toEqual({ subscription: null });
  });

  it("refuses another user's subscription and changes nothing", async () => {
    const db = t.database.handle.db;
    const owner = await createUser(db);
    const ownerAgent = createAgent(t.app, { origin: t.origin });
    await login(ownerAgent, owner);
    const { id, approvalUrl } = await startSubscription(ownerAgent, owner.id);
    await decideInSandbox(approvalUrl, "approve");
    const before = await rowsOf(owner.id);

    const other = await createUser(db);
    const otherAgent = createAgent(t.app, { origin: t.origin });
    await login(otherAgent, other);
    const recorded = await otherAgent.post("/api/subscription", { planId: "premium", paypalSubscriptionId: id });
    expect(recorded.statusCode).toBe(403);
    expect(recorded.json()).toEqual({ message: "Ungültiges Abonnement: Es gehört zu einem anderen Konto." });
    const callback = await otherAgent.post("/api/subscriptions/callback", {
      subscriptionId: id,
      userId: other.id,
      planId: "premium",
    });
    expect(callback.statusCode).toBe(403);
    expect(await rowsOf(other.id)).toHaveLength(0);
    expect(await rowsOf(owner.id)).toEqual(before);
    expect((await otherAgent.get("/api/auth/me")).json<User>().hasActiveSubscription).toBe(false);
  });

  it("creates the PayPal plan once and bills every subscription on it", async () => {
    const db = t.database.handle.db;
    const stored = await db
      .selectFrom("settings")
      .select(["key", "value"])
      .where("key", "in", ["paypal_plan_id", "paypal_product_id"])
      .execute();
    expect(stored.map((r) => r.key).sort()).toEqual(["paypal_plan_id", "paypal_product_id"]);
    const planId = stored.find((r) => r.key === "paypal_plan_id")?.value;
    const user = await createUser(db);
    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, user);
    const { id } = await startSubscription(agent, user.id);
    const remote = await sandboxSubscription(t.origin, id);
    expect(remote.subscription.plan_id).toBe(planId);
    expect(remote.subscription.custom_id).toBe(String(user.id));
    expect(remote.subscription.status).toBe("APPROVAL_PENDING");
  });
});
