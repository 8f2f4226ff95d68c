import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CancelSubscriptionResponse, SubscriptionResponse } from "../../../src/shared/schemas/subscriptions.ts";
import {
  addMonths,
  cancellationEffectiveAt,
  nextBillingAfter,
  termsFor,
} from "../../../src/shared/domain/subscription-terms.ts";
import { createAgent } from "../../support/agent.ts";
import { createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import { login, subscriptionRequest } from "../../support/paypal-sandbox.ts";
import { createTestAppWithMail, type WithSmtp } from "../../support/app-with-mail.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The portal here is not listening, so its PayPal client cannot reach the sandbox: these
// tests cover what needs no PayPal answer, and what happens when PayPal is unreachable.

let t: WithSmtp<TestApp>;
beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.handle.db;
const germanDay = (d: Date) =>
  new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(d);

describe("GET /api/subscription", () => {
  it("answers 401 to guests, null without a subscription, the subscription for a member", async () => {
    expect((await createAgent(t.app).get("/api/subscription")).statusCode).toBe(401);
    const agent = createAgent(t.app);
    await login(agent, await createUser(db()));
    expect((await agent.get("/api/subscription")).json()).toEqual({ subscription: null });

    const member = await createMember(db());
    const memberAgent = createAgent(t.app);
    await login(memberAgent, member);
    const res = memberAgent.get("/api/subscription");
    expect((await res).json<SubscriptionResponse>().subscription).toMatchObject({
      planId: "premium",
      status: "active",
      endDate: null,
    });
  });
});

describe("POST /api/subscription/cancel", () => {
  it("needs a login and an active subscription", async () => {
    const guest = await createAgent(t.app).post("/api/subscription/cancel");
    expect(guest.statusCode).toBe(401);
    const agent = createAgent(t.app);
    await login(agent, await createUser(db()));
    const none = await agent.post("/api/subscription/cancel");
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: "Kein aktives Abonnement gefunden." });
  });

  it("cancels at the computed end, confirms by e-mail once, and answers the same again", async () => {
    const startedAt = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    const member = await createMember(db(), { startedAt });
    const agent = createAgent(t.app);
    await login(agent, member);
    const mailsBefore = t.smtp.mails.length;

    const answers = await Promise.all(Array.from({ length: 5 }, () => agent.post("/api/subscription/cancel")));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const first = answers[0]?.json<CancelSubscriptionResponse>();
    const expectedEnd = cancellationEffectiveAt(termsFor(startedAt), new Date());
    expect(first?.effectiveEndDate).toBe(expectedEnd.toISOString());
    expect(first?.message).toBe(
      `Ihre Mitgliedschaft wurde gekündigt. Sie haben Zugang bis zum ${germanDay(expectedEnd)}.`,
    );
    expect(first?.subscription).toMatchObject({
      status: "cancelled",
      endDate: expectedEnd.toISOString(),
      cancellationEffectiveDate: expectedEnd.toISOString(),
    });
    for (const answer of answers) expect(answer.json()).toEqual(first);

    const mails = await t.smtp.waitFor(mailsBefore + 1);
    const mail = mails.at(-1);
    expect(mail?.to).toEqual([member.email]);
    expect(mail?.raw).toContain("Subject: =?UTF-8?Q?Best=C3=A4tigung_Ihrer_K=C3=BCndigung");
    expect(mail?.raw).toContain(germanDay(expectedEnd));

    const again = await agent.post("/api/subscription/cancel");
    expect(again.json()).toEqual(first);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.mails).toHaveLength(mailsBefore + 1);
    // Access continues until the end.
    expect((await agent.get("/api/auth/me")).json<{ hasActiveSubscription: boolean }>().hasActiveSubscription).toBe(
      true,
    );
  });

  it("after the minimum term ends with the running week", async () => {
    const startedAt = addMonths(new Date(), -7);
    const member = await createMember(db(), { startedAt });
    const agent = createAgent(t.app);
    await login(agent, member);
    const answer = (await agent.post("/api/subscription/cancel")).json<CancelSubscriptionResponse>();
    expect(answer.effectiveEndDate).toBe(nextBillingAfter(termsFor(startedAt), new Date()).toISOString());
  });

  it("never fails because of the confirmation mail", async () => {
    const down = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const member = await createMember(down.database.handle.db);
      const agent = createAgent(down.app);
      await login(agent, member);
      expect((await agent.post("/api/subscription/cancel")).statusCode).toBe(200);
      const noMail = await createMember(down.database.handle.db, { email: null });
      const other = createAgent(down.app);
      await login(other, noMail);
      expect((await other.post("/api/subscription/cancel")).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe("when PayPal cannot be reached", () => {
  it("answers 502 in German and stores nothing", async () => {
    const user = await createUser(db());
    const agent = createAgent(t.app);
    await login(agent, user);
    const created = await agent.post("/paypal/subscription", subscriptionRequest(user.id));
    expect(created.statusCode).toBe(502);
    expect(created.json()).toEqual({ message: "Die Verbindung zu PayPal konnte nicht hergestellt werden." });
    const recorded = await agent.post("/api/subscription", {
      planId: "premium",
      status: "active",
      paypalSubscriptionId: "I-AAAAAAAAAAAA",
    });
    expect(recorded.statusCode).toBe(502);
    expect(recorded.json()).toEqual({ message: "Die Verbindung zu PayPal konnte nicht hergestellt werden." });
    expect(await db().selectFrom("subscriptions").selectAll().where("user_id", "=", user.id).execute()).toHaveLength(0);
  });
});

describe("POST /api/conversions/subscription", () => {
  it("stores a purchase conversion only with a gclid and only for the own account", async () => {
    const user = await createUser(db());
    const agent = createAgent(t.app);
    await login(agent, user);
    const body = {
      gclid: "Cj0-test",
      subscriptionId: "I-AAAAAAAAAAAA",
      userId: user.id,
      conversionValue: 4.99,
      currencyCode: "EUR",
    };
    const stored = await agent.post("/api/conversions/subscription", body);
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toEqual({ stored: true });
    expect((await agent.post("/api/conversions/subscription", { ...body, gclid: "" })).json()).toEqual({
      stored: false,
    });
    expect((await agent.post("/api/conversions/subscription", { ...body, userId: user.id + 1000 })).json()).toEqual({
      stored: false,
    });
    const rows = await db()
      .selectFrom("conversions")
      .selectAll()
      .where("kind", "=", "subscription")
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.payload ?? "{}")).toEqual({
      subscriptionId: "I-AAAAAAAAAAAA",
      value: 4.99,
      currency: "EUR",
    });
  });
});
