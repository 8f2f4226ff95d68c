import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../../src/server/http/rate-limit.ts";
import { createAgent } from "../../support/agent.ts";
import { createAdmin, createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
function newAccount() {
  counter += 1;
  const digits = String(Date.now() % 1e7).padStart(7, "0") + String(counter).padStart(3, "0");
  return {
    name: "Neue Kundin",
    phone: `+4916${digits}`,
    email: `neu${digits}@example.de`,
    password: "geheim1",
    birthDate: "1980-05-17",
  };
}

describe("POST /api/users and /api/check-phone-exists", () => {
  it("creates the account with id >= 2, normalised phone, and sets the registration-flow cookie", async () => {
    const agent = createAgent(t.app);
    const account = newAccount();
    const spaced = `${account.phone.slice(0, 3)} ${account.phone.slice(3, 6)} ${account.phone.slice(6)}`;
    const res = await agent.post("/api/users", { ...account, phone: spaced, email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toBeGreaterThanOrEqual(2);
    expect(agent.cookies.has("reg_flow")).toBe(true);
    const row = await t.database.handle.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe(account.phone);
    expect(row.email).toBe(account.email);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    expect((await agent.post("/api/check-phone-exists", { phone: spaced })).json()).toEqual({ exists: true });
    expect((await agent.post("/api/check-phone-exists", { phone: "+4915999999999" })).json()).toEqual({
      exists: false,
    });
  });

  it("answers 409 for a registered phone and for a registered e-mail in any case, creating nothing", async () => {
    const existing = await createUser(t.database.handle.db);
    const before = await t.database.handle.db.selectFrom("users").select("id").execute();
    const phoneTaken = await createAgent(t.app).post("/api/users", { ...newAccount(), phone: existing.phone });
    expect(phoneTaken.statusCode).toBe(409);
    expect(phoneTaken.json()).toEqual({ message: "Diese Telefonnummer ist bereits registriert." });
    const emailTaken = await createAgent(t.app).post("/api/users", {
      ...newAccount(),
      email: existing.email?.toUpperCase(),
    });
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json()).toEqual({ message: "Diese E-Mail-Adresse ist bereits registriert." });
    const simple = await createAgent(t.app).post("/api/register", {
      name: "Zweite",
      phone: existing.phone,
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(simple.statusCode).toBe(409);
    expect(await t.database.handle.db.selectFrom("users").select("id").execute()).toHaveLength(before.length);
  });
});

describe("login, me, logout", () => {
  it("logs in by phone and by e-mail (any case) and rotates the session id", async () => {
    const user = await createUser(t.database.handle.db, { email: "Login.Test@Example.de" });
    const agent = createAgent(t.app);
    expect((await agent.get("/api/auth/me")).statusCode).toBe(401);

    const byPhone = await agent.post("/api/auth/login", { identifier: user.phone, password: user.password });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json()).toEqual({
      id: user.id,
      name: user.name,
      phone: user.phone,
      email: "Login.Test@Example.de",
      hasActiveSubscription: false,
      subscription: null,
    });
    const cookie = byPhone.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const firstSession = agent.cookies.get("sid");

    const byEmail = await agent.post("/api/auth/login", {
      identifier: "login.test@example.DE",
      password: user.password,
    });
    expect(byEmail.statusCode).toBe(200);
    expect(agent.cookies.get("sid")).not.toBe(firstSession);
    const stale = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: `sid=${firstSession}` },
    });
    expect(stale.statusCode).toBe(401);
    expect((await agent.get("/api/auth/me")).json().id).toBe(user.id);
  });

  it("accepts the phone as people type it", async () => {
    const user = await createUser(t.database.handle.db);
    const typed = `${user.phone.slice(0, 3)} ${user.phone.slice(3, 7)} ${user.phone.slice(7)}`;
    const res = await createAgent(t.app).post("/api/auth/login", { identifier: typed, password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it("answers an unknown account and a wrong password identically", async () => {
    const user = await createUser(t.database.handle.db);
    const wrong = await createAgent(t.app).post("/api/auth/login", { identifier: user.phone, password: "falsch123" });
    const unknown = await createAgent(t.app).post("/api/auth/login", {
      identifier: "+4915000000001",
      password: "falsch123",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Ungültige Anmeldedaten." });
    expect(unknown.body).toBe(wrong.body);
  });

  it("locks an account for new browsers for a while after 20 failed logins, even from other addresses", async () => {
    const user = await createUser(t.database.handle.db);
    // Five per address, twenty per account (docs/decisions/0021).
    for (let i = 0; i < rateLimits.loginFailuresPerAccount.max; i++) {
      const res = await createAgent(t.app).post("/api/auth/login", { identifier: user.phone, password: "falsch123" });
      expect(res.statusCode).toBe(401);
    }
    const locked = await createAgent(t.app).post("/api/auth/login", {
      identifier: user.phone,
      password: user.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
    });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("logs out: the session is gone on the server, the cookie is cleared", async () => {
    const user = await createUser(t.database.handle.db);
    const agent = createAgent(t.app);
    await agent.post("/api/auth/login", { identifier: user.phone, password: user.password });
    const sid = agent.cookies.get("sid");
    const res = await agent.post("/api/auth/logout");
    expect(res.statusCode).toBe(200);
    expect(agent.cookies.has("sid")).toBe(false);
    const replay = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: `sid=${sid}` } });
    expect(replay.statusCode).toBe(401);
  });

  it("refuses a cross-origin POST that carries the session cookie", async () => {
    const user = await createUser(t.database.handle.db);
    const agent = createAgent(t.app);
    await agent.post("/api/auth/login", { identifier: user.phone, password: user.password });
    const evil = await agent.post("/api/auth/logout", {}, { headers: { origin: "https://boese.example" } });
    expect(evil.statusCode).toBe(403);
    expect((await agent.get("/api/auth/me")).statusCode).toBe(200);
  });
});

describe("members", () => {
  it("shows the subscription of an active member", async () => {
    const member = await createMember(t.database.handle.db);
    const agent = createAgent(t.app);
    const me = (await agent.post("/api/auth/login", { identifier: member.phone, password: member.password })).json();
    expect(me.hasActiveSubscription).toBe(true);
    expect(me.subscription).toMatchObject({ planId: "premium", status: "active", endDate: null });
    expect(me.subscription.paypalSubscriptionId).toMatch(/^I-/);
    expect(Date.parse(me.subscription.nextBillingDate)).toBeGreaterThan(Date.now());
  });

  it("keeps access after a cancellation until access ends, then not", async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const earlier = new Date(Date.now() - 1000).toISOString();
    const stillIn = await createMember(t.database.handle.db, { status: "cancelled", accessUntil: later });
    const over = await createMember(t.database.handle.db, { status: "cancelled", accessUntil: earlier });
    const a = (
      await createAgent(t.app).post("/api/auth/login", { identifier: stillIn.phone, password: stillIn.password })
    ).json();
    expect(a.hasActiveSubscription).toBe(true);
    expect(a.subscription).toMatchObject({ status: "cancelled", endDate: later, nextBillingDate: null });
    const b = (
      await createAgent(t.app).post("/api/auth/login", { identifier: over.phone, password: over.password })
    ).json();
    expect(b).toMatchObject({ hasActiveSubscription: false, subscription: null });
  });
});

describe("POST /api/auth/auto-login", () => {
  it("logs in only the account created in this browser", async () => {
    const creator = createAgent(t.app);
    const { id } = (await creator.post("/api/users", newAccount())).json();
    const other = await createUser(t.database.handle.db);

    const stranger = await createAgent(t.app).post("/api/auth/auto-login", { userId: id });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({
      message: "Die automatische Anmeldung ist nicht möglich. Bitte melden Sie sich an.",
    });

    const wrongUser = await creator.post("/api/auth/auto-login", { userId: other.id });
    expect(wrongUser.statusCode).toBe(401);
    expect(creator.cookies.has("sid")).toBe(false);

    const forged = await createAgent(t.app).post(
      "/api/auth/auto-login",
      { userId: id },
      { headers: { cookie: `reg_flow=${id}.9999999999999` } },
    );
    expect(forged.statusCode).toBe(401);

    const ok = await creator.post("/api/auth/auto-login", { userId: id, subscriptionId: "I-ABC" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().id).toBe(id);
    expect((await creator.get("/api/auth/me")).json().id).toBe(id);
  });
});

describe("POST /api/register (simple registration)", () => {
  it("creates the account and logs it in at once", async () => {
    const agent = createAgent(t.app);
    const { phone } = newAccount();
    const res = await agent.post("/api/register", {
      name: "Schnell Registriert",
      phone,
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Schnell Registriert", phone, email: null, hasActiveSubscription: false });
    expect((await agent.get("/api/auth/me")).json().phone).toBe(phone);
  });
});

describe("GET /api/users/{id}", () => {
  it("shows a user to themself and to the administrator only", async () => {
    const db = t.database.handle.db;
    const admin = await createAdmin(db, { phone: "+4915100000099" });
    const alice = await createUser(db);
    const bob = await createUser(db);
    const asAlice = createAgent(t.app);
    await asAlice.post("/api/auth/login", { identifier: alice.phone, password: alice.password });
    expect((await asAlice.get(`/api/users/${alice.id}`)).json().id).toBe(alice.id);
    const forbidden = await asAlice.get(`/api/users/${bob.id}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: "Sie haben keine Berechtigung für diese Aktion." });
    expect((await createAgent(t.app).get(`/api/users/${alice.id}`)).statusCode).toBe(401);

    const asAdmin = createAgent(t.app);
    await asAdmin.post("/api/auth/login", { identifier: admin.phone, password: admin.password });
    expect((await asAdmin.get(`/api/users/${bob.id}`)).json().id).toBe(bob.id);
    expect((await asAdmin.get("/api/users/999999")).statusCode).toBe(404);
  });
});

describe("POST /api/conversions/registration", () => {
  it("stores a conversion only with a gclid and only for the account this browser created", async () => {
    const agent = createAgent(t.app);
    const { id } = (await agent.post("/api/users", newAccount())).json();
    const conversions = () =>
      t.database.handle.db.selectFrom("conversions").selectAll().where("user_id", "=", id).execute();

    expect((await agent.post("/api/conversions/registration", { userId: id })).json()).toEqual({ stored: false });
    expect(
      (await createAgent(t.app).post("/api/conversions/registration", { gclid: "g-1", userId: id })).json(),
    ).toEqual({ stored: false });
    expect(await conversions()).toHaveLength(0);

    const res = await agent.post("/api/conversions/registration", {
      gclid: "g-123",
      userId: id,
      email: "x@example.de",
      phone: "+49",
    });
    expect(res.statusCode).toBe(201);
    const rows = await conversions();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "registration", gclid: "g-123", uploaded_at: null });
  });
});
