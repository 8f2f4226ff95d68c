import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import type { SpendingView } from "../../../src/shared/schemas/spending.ts";
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
const subjectsOf = (user: CreatedUser) => mailsTo(t.config.mail.outboxDir, user.email ?? "").map((m) => m.subject);

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
    expect(subjectsOf(user).length).toBe(3);
  });

  it("bring a raise into force after seven days, with its mail once", async () => {
    const { user, agent } = await someone();
    await agent.put("/api/spending/limits", { monthlyEuros: 400, dailyEuros: null });
    await advanceAppClock(t.app, { days: 6.9 });
    expect((await viewOf(agent)).limits.monthlyCents).toBe(15_000);
    await advanceAppClock(t.app, { days: 0.2 });
    expect((await viewOf(agent)).limits.monthlyCents).toBe(40_000);
    expect((await viewOf(agent)).pendingRaise).toBeNull();
    expect(subjectsOf(user).filter((s) => s.startsWith("Ihr neues Ausgabenlimit gilt jetzt"))).toHaveLength(1);
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

describe("the rules of a change", () => {
  it("let a new change replace a waiting raise, and a lowering drop it at once", async () => {
    const { user, agent } = await someone();
    await agent.put("/api/spending/limits", { monthlyEuros: 100, dailyEuros: null });
    const waiting = (
      await agent.put("/api/spending/limits", { monthlyEuros: 200, dailyEuros: null })
    ).json() as SpendingView;
    expect(waiting.pendingRaise?.monthlyCents).toBe(20_000);
    const replaced = (
      await agent.put("/api/spending/limits", { monthlyEuros: 250, dailyEuros: 30 })
    ).json() as SpendingView;
    // The daily limit is new, so it applies at once; the monthly raise waits.
    expect(replaced.limits).toEqual({ monthlyCents: 10_000, dailyCents: 3_000 });
    expect(replaced.pendingRaise).toMatchObject({ monthlyCents: 25_000, dailyCents: 3_000 });
    const lowered = (
      await agent.put("/api/spending/limits", { monthlyEuros: 80, dailyEuros: 30 })
    ).json() as SpendingView;
    expect(lowered.limits).toEqual({ monthlyCents: 8_000, dailyCents: 3_000 });
    expect(lowered.pendingRaise).toBeNull();

    const subjects = subjectsOf(user);
    expect(subjects.filter((s) => s.startsWith("Ihr Ausgabenlimit wurde geändert"))).toHaveLength(2);
    expect(subjects.filter((s) => s.startsWith("Ihre Erhöhung des Ausgabenlimits wartet 7 Tage"))).toHaveLength(2);
    // The same limits again change nothing and send nothing.
    await agent.put("/api/spending/limits", { monthlyEuros: 80, dailyEuros: 30 });
    expect(subjectsOf(user)).toHaveLength(4);
  });

  it("make removing a limit wait seven days, and withdrawing with none waiting is refused", async () => {
    const { user, agent } = await someone();
    const removal = (
      await agent.put("/api/spending/limits", { monthlyEuros: null, dailyEuros: null })
    ).json() as SpendingView;
    expect(removal.limits.monthlyCents).toBe(15_000);
    expect(removal.pendingRaise).toMatchObject({ monthlyCents: null, dailyCents: null });
    const effectiveIn = Date.parse(removal.pendingRaise?.effectiveAt ?? "") - Date.now();
    expect(effectiveIn).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect((await agent.delete("/api/spending/limits/pending")).statusCode).toBe(200);
    const again = await agent.delete("/api/spending/limits/pending");
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toMatch(/keine Erhöhung/);
    const withdrawn = mailsTo(t.config.mail.outboxDir, user.email ?? "").find((m) =>
      m.subject.startsWith("Sie haben die Erhöhung Ihres Ausgabenlimits zurückgenommen"),
    );
    expect(withdrawn?.text).toContain("Monatslimit: 150,00 €");
  });

  it("answer 401 without a login and change nothing", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/spending" });
    expect(res.statusCode).toBe(401);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/spending/limits",
      headers: { origin: "http://portal.test" },
      payload: { monthlyEuros: 10, dailyEuros: null },
    });
    expect(put.statusCode).toBe(401);
  });
});

describe("the pause", () => {
  it("ends 24 hours after the user asks, not before, and mails both", async () => {
    const { user, agent } = await someone();
    const started = (await agent.post("/api/spending/pause", { length: "open" })).json() as SpendingView;
    expect(started.pause).toMatchObject({ until: null, endRequestedAt: null, endsAt: null });
    expect(started.blocked).toEqual({ reason: "paused", until: null });
    expect((await agent.post("/api/spending/pause", { length: "30d" })).statusCode).toBe(409);
    const ending = (await agent.post("/api/spending/pause/end")).json() as SpendingView;
    expect(ending.blocked?.reason).toBe("paused");
    // Asking again changes nothing.
    const repeat = (await agent.post("/api/spending/pause/end")).json() as SpendingView;
    expect(repeat.pause?.endsAt).toBe(ending.pause?.endsAt);
    await advanceAppClock(t.app, { hours: 23 });
    expect((await viewOf(agent)).blocked?.reason).toBe("paused");
    await advanceAppClock(t.app, { hours: 1.5 });
    const after = await viewOf(agent);
    expect(after.pause).toBeNull();
    expect(after.blocked).toBeNull();
    expect((await agent.post("/api/spending/pause/end")).statusCode).toBe(409);
    const subjects = subjectsOf(user);
    expect(subjects.filter((s) => s.startsWith("Ihre Pause hat begonnen"))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith("Ihre Pause endet"))).toHaveLength(1);
  });

  it("refuses a missing or unknown length in German", async () => {
    const { agent } = await someone();
    for (const body of [{}, { length: "2h" }, { length: 24 }]) {
      const res = await agent.post("/api/spending/pause", body);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/Länge der Pause/);
    }
    expect((await viewOf(agent)).pause).toBeNull();
  });
});

describe("changes at the same moment", () => {
  it("ten identical raises at once wait once, with one mail", async () => {
    const { user, agent } = await someone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => agent.put("/api/spending/limits", { monthlyEuros: 500, dailyEuros: null })),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const moments = new Set(answers.map((res) => (res.json() as SpendingView).pendingRaise?.effectiveAt));
    expect(moments.size).toBe(1);
    expect(subjectsOf(user).filter((s) => s.startsWith("Ihre Erhöhung des Ausgabenlimits wartet"))).toHaveLength(1);
  });

  it("ten pauses at once start one", async () => {
    const { user, agent } = await someone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => agent.post("/api/spending/pause", { length: "24h" })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(9);
    expect(subjectsOf(user).filter((s) => s.startsWith("Ihre Pause hat begonnen"))).toHaveLength(1);
  });
});
