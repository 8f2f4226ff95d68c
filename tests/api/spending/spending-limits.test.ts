import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import type { SpendingView } from "../../../src/server/modules/spending/index.ts";
import type { Agent } from "../../support/agent.ts";
import { advanceAppClock } from "../../support/credits.ts";
import { loggedIn } from "../../support/declarations.ts";
import { mailsTo } from "../../support/outbox-mails.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function someone(): Promise<{ user: CreatedUser; agent: Agent }> {
  const user = await createUser(t.database.handle.db);
  return { user, agent: await loggedIn(t, user) };
}

const viewOf = async (agent: Agent) => {
  const res = await agent.get("/api/spending");
  expect(res.statusCode).toBe(200);
  return res.json() as SpendingView;
};
const subjects = (user: CreatedUser) => mailsTo(t.config.mail.outboxDir, user.email ?? "").map((m) => m.subject);

describe("the spending limits", () => {
  it("answer the default monthly limit for an account that chose none", async () => {
    const { agent } = await someone();
    const view = await viewOf(agent);
    expect(view.limits).toEqual({ monthlyCents: 15_000, dailyCents: null });
    expect(view.isDefault).toBe(true);
    expect(view.defaultMonthlyCents).toBe(15_000);
    expect(view.pendingRaise).toBeNull();
    expect(view.pause).toBeNull();
    expect(view.blocked).toBeNull();
    expect(view.month.spent.total).toBe(0);
    expect(view.month.remainingCents).toBe(15_000);
    expect(view.day.limitCents).toBeNull();
    expect(view.day.remainingCents).toBeNull();
    expect(Date.parse(view.month.resetsAt)).toBeGreaterThan(Date.parse(view.month.from));
  });

  it("lower at once, raise after seven days, and a raise can be withdrawn", async () => {
    const { user, agent } = await someone();
    const lowered = await agent.put("/api/spending/limits", { monthlyEuros: 100, dailyEuros: 20 });
    expect(lowered.statusCode).toBe(200);
    expect((lowered.json() as SpendingView).limits).toEqual({ monthlyCents: 10_000, dailyCents: 2_000 });
    expect((lowered.json() as SpendingView).isDefault).toBe(false);

    const raised = (
      await agent.put("/api/spending/limits", { monthlyEuros: 300, dailyEuros: null })
    ).json() as SpendingView;
    expect(raised.limits).toEqual({ monthlyCents: 10_000, dailyCents: 2_000 });
    expect(raised.pendingRaise).toMatchObject({ monthlyCents: 30_000, dailyCents: null });

    const res = await agent.delete("/api/spending/limits/pending");
    expect(res.statusCode).toBe(200);
    expect((res.json() as SpendingView).pendingRaise).toBeNull();
    expect(subjects(user).length).toBe(3);
  });

  it("bring a raise into force after seven days, with its mail once", async () => {
    const { user, agent } = await someone();
    await agent.put("/api/spending/limits", { monthlyEuros: 400, dailyEuros: null });
    await advanceAppClock(t.app, { days: 6.9 });
    expect((await viewOf(agent)).limits.monthlyCents).toBe(15_000);
    await advanceAppClock(t.app, { days: 0.2 });
    expect((await viewOf(agent)).limits.monthlyCents).toBe(40_000);
    expect((await viewOf(agent)).pendingRaise).toBeNull();
    expect(subjects(user).filter((s) => s.startsWith("Ihr neues Ausgabenlimit gilt jetzt"))).toHaveLength(1);
  });

  it("refuse bad input in German and change nothing", async () => {
    const { agent } = await someone();
    for (const body of [
      { monthlyEuros: -5, dailyEuros: null },
      { monthlyEuros: 0, dailyEuros: null },
      { monthlyEuros: "zehn", dailyEuros: null },
      { monthlyEuros: 10.5, dailyEuros: null },
      { monthlyEuros: 1e12, dailyEuros: null },
      { monthlyEuros: 50, dailyEuros: 60 },
      { dailyEuros: 5 },
    ]) {
      const res = await agent.put("/api/spending/limits", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/limit/i);
    }
    expect((await viewOf(agent)).isDefault).toBe(true);
  });

  it("pause at once, refuse a shorter one, and end 24 hours after asked", async () => {
    const { agent } = await someone();
    const paused = (await agent.post("/api/spending/pause", { length: "7d" })).json() as SpendingView;
    expect(paused.blocked?.reason).toBe("paused");
    expect((await agent.post("/api/spending/pause", { length: "24h" })).statusCode).toBe(409);
    expect((await agent.post("/api/spending/pause", { length: "30d" })).statusCode).toBe(200);
    expect((await agent.post("/api/spending/pause", { length: "lang" })).statusCode).toBe(400);
    const ending = (await agent.post("/api/spending/pause/end")).json() as SpendingView;
    expect(ending.pause?.endRequestedAt).not.toBeNull();
    expect(Date.parse(ending.pause?.endsAt ?? "") - Date.parse(ending.pause?.endRequestedAt ?? "")).toBe(
      24 * 60 * 60 * 1000,
    );
  });
});
