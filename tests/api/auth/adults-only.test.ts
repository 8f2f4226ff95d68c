import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultant, createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import { birthDateMessages } from "../../../src/shared/schemas/fields.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { askCreditCall, giveCredits } from "../../support/credits.ts";
import { login, subscriptionRequest } from "../../support/paypal-sandbox.ts";
import { birthDayYearsAgo, newRegisterBody, newSignupBody } from "../../support/registration.ts";
import { isMember } from "../../support/telephony.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The carrier's token outside production when none is configured (as support/telephony.ts asks).
const ivrToken = "demo-telephony-token";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const userCount = async () => (await db().selectFrom("users").select("id").execute()).length;
const birthDateOf = async (id: number) =>
  (await db().selectFrom("users").select("birth_date").where("id", "=", id).executeTakeFirstOrThrow()).birth_date;

const routes = [
  { route: "/api/users", body: newSignupBody },
  { route: "/api/register", body: newRegisterBody },
] as const;

describe.each(routes)("POST $route asks for the date of birth", ({ route, body }) => {
  it("refuses someone who turns 18 tomorrow with the German message, creating no account, session or grant", async () => {
    const before = await userCount();
    const agent = createAgent(t.app);
    const res = await agent.post(route, body({ birthDate: birthDayYearsAgo(18, 1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: birthDateMessages.underage });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(agent.cookies.size).toBe(0);
    expect(await userCount()).toBe(before);
  });

  it("accepts someone who turns 18 today and stores the date with the account", async () => {
    const birthDate = birthDayYearsAgo(18);
    const agent = createAgent(t.app);
    const res = await agent.post(route, body({ birthDate }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    expect(await birthDateOf(id)).toBe(birthDate);
  });

  it.each([
    ["missing", undefined, birthDateMessages.required],
    ["empty", "", birthDateMessages.required],
    ["not a day", "1990-02-30", birthDateMessages.invalid],
    ["German spelling", "17.05.1980", birthDateMessages.invalid],
    ["before 1900", "1899-12-31", birthDateMessages.tooEarly],
    ["in the future", "2999-01-01", birthDateMessages.future],
  ])("refuses a %s date with its German message and creates nothing", async (_, birthDate, message) => {
    const before = await userCount();
    const res = await createAgent(t.app).post(route, { ...body(), birthDate });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await userCount()).toBe(before);
  });
});

describe("an account registered before the date of birth was asked", () => {
  async function loggedInWithout(): Promise<{ agent: Agent; id: number; phone: string }> {
    const user = await createMember(db(), { birthDate: null, provider: "manual" });
    const agent = createAgent(t.app);
    await login(agent, user);
    return { agent, id: user.id, phone: user.phone };
  }

  it("is marked needsBirthDate at login and in /api/auth/me, and no longer once it gave an adult's date", async () => {
    const user = await createUser(db(), { birthDate: null });
    const agent = createAgent(t.app);
    const loggedIn = await agent.post("/api/auth/login", { identifier: user.phone, password: user.password });
    expect(loggedIn.json()).toMatchObject({ id: user.id, needsBirthDate: true });
    expect((await agent.get("/api/auth/me")).json()).toMatchObject({ needsBirthDate: true });

    const saved = await agent.post("/api/auth/birth-date", { birthDate: "1975-01-20" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).not.toHaveProperty("needsBirthDate");
    expect(saved.json()).not.toHaveProperty("minor");
    expect(await birthDateOf(user.id)).toBe("1975-01-20");

    // The same date again is harmless; another one is refused and changes nothing.
    expect((await agent.post("/api/auth/birth-date", { birthDate: "1975-01-20" })).statusCode).toBe(200);
    const other = await agent.post("/api/auth/birth-date", { birthDate: "1960-01-20" });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/bereits gespeichert/);
    expect(await birthDateOf(user.id)).toBe("1975-01-20");
  });

  it("is never asked when it is the administrator", async () => {
    const admin = await db().selectFrom("users").select("id").where("id", "=", 1).executeTakeFirst();
    expect(admin).toBeUndefined();
    const user = await createUser(db(), { id: 1, birthDate: null, name: "Administrator", email: null });
    const agent = createAgent(t.app);
    const res = await agent.post("/api/auth/login", { identifier: user.phone, password: user.password });
    expect(res.json()).not.toHaveProperty("needsBirthDate");
  });

  it("refuses an impossible date and a request without a session, storing nothing", async () => {
    const { agent, id } = await loggedInWithout();
    const bad = await agent.post("/api/auth/birth-date", { birthDate: "2001-02-29" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: birthDateMessages.invalid });
    const guest = await createAgent(t.app).post("/api/auth/birth-date", { birthDate: "1980-01-01" });
    expect(guest.statusCode).toBe(401);
    expect(await birthDateOf(id)).toBeNull();
  });

  it("keeps only one date when ten different ones arrive at once", async () => {
    const { agent, id } = await loggedInWithout();
    const dates = Array.from({ length: 10 }, (_, i) => `19${70 + i}-06-15`);
    const answers = await Promise.all(dates.map((birthDate) => agent.post("/api/auth/birth-date", { birthDate })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    const stored = await birthDateOf(id);
    expect(dates).toContain(stored);
  });

  it("under 18: stored and marked minor; it can neither order nor call, and may still cancel", async () => {
    const { agent, id, phone } = await loggedInWithout();
    expect(await isMember(t.app, phone)).toBe(true);
    const saved = await agent.post("/api/auth/birth-date", { birthDate: birthDayYearsAgo(16) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ minor: true, hasActiveSubscription: true });

    // The member line does not connect it as a member.
    expect(await isMember(t.app, phone)).toBe(false);

    // The credit line refuses with its own reason, before anything is held.
    const consultant = await createConsultant(db(), { credits_per_minute: 100 });
    await giveCredits(db(), id, 1000);
    const call = await askCreditCall(t.app, { caller: phone, extension: consultant.extension }, `Bearer ${ivrToken}`);
    expect(call.json()).toEqual({ authorized: false, reason: "adults_only" });

    // Purchases are refused before any payment provider is asked.
    const orders = [
      await agent.post("/api/credits/purchase/paypal", { packageId: "beliebt", earlyStartConsent: true }),
      await agent.post("/api/paypal/subscription", { ...subscriptionRequest(id), earlyStartConsent: true }),
    ];
    for (const order of orders) {
      expect(order.statusCode).toBe(403);
      expect(order.json().message).toMatch(/erst ab 18 Jahren/);
    }

    // The membership's cancellation stays one click away.
    const cancelled = await agent.post("/api/subscription/cancel");
    expect(cancelled.statusCode).toBe(200);
  });
});
