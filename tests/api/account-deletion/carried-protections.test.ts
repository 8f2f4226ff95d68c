import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpendingView } from "../../../src/shared/schemas/spending.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { advanceAppClock } from "../../support/credits.ts";
import { newSignupBody } from "../../support/registration.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// A running pause and a lowered limit outlive the deletion of their account, bound to keyed
// hashes of its phone number and address until their waiting periods end; a new account with
// either takes them over (docs/decisions/0049). On SQLite and on PostgreSQL.

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;
let t: TestApp;
const db = () => t.database.handle.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Signup = ReturnType<typeof newSignupBody>;

async function registered(body: Signup, path: "/api/users" | "/api/register" = "/api/users"): Promise<Agent> {
  const payload = path === "/api/register" ? { ...body, email: undefined } : body;
  const res = await createAgent(t.app).post(path, payload);
  expect(res.statusCode, res.body).toBe(201);
  const agent = createAgent(t.app);
  const login = await agent.post("/api/auth/login", { identifier: body.phone, password: body.password });
  expect(login.statusCode).toBe(200);
  return agent;
}

async function spendingOf(agent: Agent): Promise<SpendingView> {
  const res = await agent.get("/api/spending");
  expect(res.statusCode).toBe(200);
  return res.json<SpendingView>();
}

/** Registers, protects itself as `protect` says, and deletes the account (erased at once: no membership). */
async function protectedThenDeleted(protect: { pause?: "open" | "30d"; monthlyEuros?: number }): Promise<Signup> {
  const body = newSignupBody();
  const agent = await registered(body);
  if (protect.pause) expect((await agent.post("/api/spending/pause", { length: protect.pause })).statusCode).toBe(200);
  if (protect.monthlyEuros) {
    const res = await agent.put("/api/spending/limits", { monthlyEuros: protect.monthlyEuros, dailyEuros: null });
    expect(res.statusCode).toBe(200);
  }
  const deleted = await agent.post("/api/account/deletion", { password: body.password, credits: "forfeit" });
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json<{ deletedAt: string | null }>().deletedAt).not.toBeNull();
  return body;
}

const within = (iso: string | null | undefined, expectedMs: number) => {
  expect(iso).toBeTruthy();
  expect(Math.abs(Date.parse(iso ?? "") - expectedMs)).toBeLessThan(hourMs);
};

describe("a pause and a lowered limit after the account is deleted", () => {
  it("bind a new account with the same phone number and address until their waiting periods end", async () => {
    const body = await protectedThenDeleted({ pause: "open", monthlyEuros: 10 });
    const stored = await db().selectFrom("spending_carry_overs").selectAll().execute();
    for (const row of stored) {
      expect(JSON.stringify(row)).not.toContain(body.phone.slice(3));
      expect(JSON.stringify(row)).not.toContain(body.email.split("@")[0]);
    }

    const deletedAt = Date.now();
    const again = await spendingOf(await registered({ ...body, name: "Wieder Da" }));
    // The open-ended pause ends 24 hours after the deletion, as if its end had been asked then.
    expect(again.blocked?.reason).toBe("paused");
    within(again.pause?.endsAt, deletedAt + dayMs);
    // The 10 € limit holds for the 7 days a raise waits, then the default comes back.
    expect(again.limits).toEqual({ monthlyCents: 1_000, dailyCents: null });
    expect(again.pendingRaise).toMatchObject({ monthlyCents: again.defaultMonthlyCents, dailyCents: null });
    within(again.pendingRaise?.effectiveAt, deletedAt + 7 * dayMs);
  });

  it("bind the simple registration by the phone number alone", async () => {
    const body = await protectedThenDeleted({ monthlyEuros: 20 });
    const again = await spendingOf(await registered(body, "/api/register"));
    expect(again.limits.monthlyCents).toBe(2_000);
    expect(again.pause).toBeNull();
  });

  it("bind a new account with the same address and another number", async () => {
    const body = await protectedThenDeleted({ pause: "30d" });
    const again = await spendingOf(await registered({ ...newSignupBody(), email: body.email.toUpperCase() }));
    expect(again.blocked?.reason).toBe("paused");
    expect(again.isDefault).toBe(true);
  });

  it("leave a new account with another number and address alone", async () => {
    await protectedThenDeleted({ pause: "open", monthlyEuros: 10 });
    const other = await spendingOf(await registered(newSignupBody()));
    expect(other).toMatchObject({ pause: null, isDefault: true, pendingRaise: null, blocked: null });
  });

  it("end with their waiting periods, and are purged then", async () => {
    const body = await protectedThenDeleted({ pause: "open", monthlyEuros: 10 });
    await advanceAppClock(t.app, { hours: 25 });
    const later = await spendingOf(await registered(body));
    expect(later.pause).toBeNull();
    expect(later.limits.monthlyCents).toBe(1_000);

    const another = await protectedThenDeleted({ monthlyEuros: 10 });
    await advanceAppClock(t.app, { days: 8 });
    const afterWaiting = await spendingOf(await registered(another));
    expect(afterWaiting).toMatchObject({ pause: null, isDefault: true, pendingRaise: null });
    // The hourly purge ran with the sandbox's jobs: nothing is kept past its date.
    expect(await db().selectFrom("spending_carry_overs").selectAll().execute()).toEqual([]);
  });
});
