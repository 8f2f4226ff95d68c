import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultant, createMember, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { deletionPendingMessage, deletionPendingRoutes } from "../../../src/server/modules/auth/restricted-session.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { askCreditCall, giveCredits } from "../../support/credits.ts";
import { collectRoutes, type CollectedRoute } from "../../support/route-collector.ts";
import { askMemberCheck, createTelephonyTestApp } from "../../support/telephony.ts";
import { testOrigin, type TestApp } from "../../support/test-app.ts";

// An account waiting for its membership's end before its erasure (docs/decisions/0049): its
// login opens a restricted session, the lines obey its limit and pause, and it can take the
// deletion back. On SQLite and on PostgreSQL.

const dayMs = 24 * 60 * 60_000;
let t: TestApp;
let routes: CollectedRoute[];
const db = () => t.database.handle.db;

beforeAll(async () => {
  const collected = await collectRoutes(() => createTelephonyTestApp({ TELEPHONY_TOKEN: "demo-telephony-token" }));
  t = collected.result;
  routes = collected.routes;
});
afterAll(async () => t.close());

/** A member (kept by hand, so no provider is asked) who asked for the deletion; logged out. */
async function memberWaitingForErasure(): Promise<{ member: CreatedUser; dueAt: string }> {
  const member = await createMember(db(), { provider: "manual", startedAt: new Date(Date.now() - 200 * dayMs) });
  const agent = createAgent(t.app);
  expect(
    (await agent.post("/api/auth/login", { identifier: member.phone, password: member.password })).statusCode,
  ).toBe(200);
  const res = await agent.post("/api/account/deletion", { password: member.password, credits: "forfeit" });
  expect(res.statusCode).toBe(200);
  const answer = res.json<{ deletedAt: string | null; deletionDueAt: string }>();
  expect(answer.deletedAt).toBeNull();
  return { member, dueAt: answer.deletionDueAt };
}

async function restrictedLogin(member: CreatedUser): Promise<Agent> {
  const agent = createAgent(t.app);
  const res = await agent.post("/api/auth/login", { identifier: member.phone, password: member.password });
  expect(res.statusCode).toBe(200);
  return agent;
}

describe("the login of an account waiting for its erasure", () => {
  it("opens a restricted session that says when the account is deleted", async () => {
    const { member, dueAt } = await memberWaitingForErasure();
    const agent = createAgent(t.app);
    const login = await agent.post("/api/auth/login", { identifier: member.phone, password: member.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: member.id, deletionDueAt: dueAt });
    expect((await agent.get("/api/auth/me")).json()).toMatchObject({ id: member.id, deletionDueAt: dueAt });
    for (const url of ["/api/payments", "/api/statements", "/api/spending", "/api/account/deletion"]) {
      expect((await agent.get(url)).statusCode, url).toBe(200);
    }
    const refused = await agent.get("/api/credits/balance");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: deletionPendingMessage });
    // A public route answers as to a guest.
    expect((await agent.get("/api/consultants")).statusCode).toBe(200);
  });

  it("refuses every other logged-in route of the route table with 403", async () => {
    const { member } = await memberWaitingForErasure();
    const agent = await restrictedLogin(member);
    const loggedInRoutes = routes.filter((route) => {
      const security = (route.schema as { security?: Array<Record<string, unknown>> } | undefined)?.security;
      return security?.some((requirement) => "sessionCookie" in requirement) ?? false;
    });
    expect(loggedInRoutes.length).toBeGreaterThan(40);
    const known = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const allowed of deletionPendingRoutes) expect(known.has(allowed), allowed).toBe(true);
    const others = loggedInRoutes.filter(
      (route) => route.method !== "HEAD" && !deletionPendingRoutes.has(`${route.method} ${route.url}`),
    );
    expect(others.length).toBeGreaterThan(60);
    for (const route of others) {
      const url = route.url.replace(/:[A-Za-z]+/g, "1");
      const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const res = await t.app.inject({
        method: route.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
        url,
        headers: { origin: testOrigin, cookie, "content-type": "application/json" },
        ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: "{}" }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json(), `${route.method} ${route.url}`).toEqual({ message: deletionPendingMessage });
    }
    // The account itself is untouched by all that.
    const user = await db().selectFrom("users").selectAll().where("id", "=", member.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: member.name, email: member.email, deleted_at: null });
  });
});

describe("a forgotten password while the account waits for its erasure", () => {
  it("can be reset, so that the restricted login stays within reach", async () => {
    const { member } = await memberWaitingForErasure();
    const asked = await createAgent(t.app).post("/api/auth/forgot-password", { email: member.email ?? "" });
    expect(asked.statusCode).toBe(200);
    // The link is issued after the answer went out, on a busy machine maybe seconds later.
    await expect
      .poll(
        async () =>
          (await db().selectFrom("password_reset_tokens").select("user_id").where("user_id", "=", member.id).execute())
            .length,
        { timeout: 15_000 },
      )
      .toBe(1);
  });
});

describe("the lines while the account waits for its erasure", () => {
  it("the member line and the credit line obey the pause set in the restricted session", async () => {
    const { member } = await memberWaitingForErasure();
    const consultant = await createConsultant(db(), { credits_per_minute: 100 });
    await giveCredits(db(), member.id, 2_000);
    const agent = await restrictedLogin(member);
    const before = (await askMemberCheck(t.app, member.phone)).json<{ member: boolean; mayStart: boolean }>();
    expect(before).toMatchObject({ member: true, mayStart: true });
    // The member check's hold of that answer would refuse the next call as call_running; let it go.
    await db().deleteFrom("spending_holds").where("user_id", "=", member.id).execute();

    expect((await agent.post("/api/spending/pause", { length: "7d" })).statusCode).toBe(200);
    expect((await askMemberCheck(t.app, member.phone)).json()).toEqual({
      member: true,
      mayStart: false,
      reason: "paused",
    });
    const credit = await askCreditCall(
      t.app,
      { caller: member.phone, extension: consultant.extension },
      "Bearer demo-telephony-token",
    );
    expect(credit.json()).toEqual({ authorized: false, reason: "paused" });
  });

  it("the member line obeys a limit lowered in the restricted session", async () => {
    const { member } = await memberWaitingForErasure();
    const agent = await restrictedLogin(member);
    expect((await agent.put("/api/spending/limits", { monthlyEuros: 1, dailyEuros: null })).statusCode).toBe(200);
    const answer = (await askMemberCheck(t.app, member.phone)).json<{ mayStart: boolean; maxSeconds?: number }>();
    // 1,00 € at 0,69 € a minute: 86 seconds.
    expect(answer).toMatchObject({ mayStart: true, maxSeconds: 86 });
  });
});

describe("taking the deletion back", () => {
  it("restores the account; the membership's cancellation stays", async () => {
    const { member, dueAt } = await memberWaitingForErasure();
    const agent = await restrictedLogin(member);
    const res = await agent.delete("/api/account/deletion");
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toContain("Die Kündigung Ihrer Mitgliedschaft bleibt bestehen");

    expect((await agent.get("/api/credits/balance")).statusCode).toBe(200);
    const me = (await agent.get("/api/auth/me")).json<Record<string, unknown>>();
    expect(me.deletionDueAt).toBeUndefined();
    const user = await db().selectFrom("users").selectAll().where("id", "=", member.id).executeTakeFirstOrThrow();
    expect(user.deletion_requested_at).toBeNull();
    const waiting = await db()
      .selectFrom("account_deletions")
      .selectAll()
      .where("user_id", "=", member.id)
      .executeTakeFirst();
    expect(waiting).toBeUndefined();
    const subscription = await db()
      .selectFrom("subscriptions")
      .selectAll()
      .where("user_id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({ status: "cancelled", access_until: dueAt });

    const again = await agent.delete("/api/account/deletion");
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/keine Löschung vorgemerkt/);
  });

  it("is refused while a process erases the account, and changes nothing", async () => {
    const { member } = await memberWaitingForErasure();
    const agent = await restrictedLogin(member);
    await db()
      .updateTable("account_deletions")
      .set({ claimed_at: new Date().toISOString() })
      .where("user_id", "=", member.id)
      .execute();
    const res = await agent.delete("/api/account/deletion");
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/gerade gelöscht/);
    const user = await db().selectFrom("users").selectAll().where("id", "=", member.id).executeTakeFirstOrThrow();
    expect(user.deletion_requested_at).not.toBeNull();
  });
});
