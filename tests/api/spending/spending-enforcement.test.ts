import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createUser, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { memberCheckAnnouncements } from "../../../src/server/modules/telephony/schemas.ts";
import { creditCallAnnouncements } from "../../../src/server/modules/telephony/credit-call-schemas.ts";
import { accountOf, askCreditCall, callerWithCredits } from "../../support/credits.ts";
import { loggedIn } from "../../support/declarations.ts";
import { mailsTo } from "../../support/outbox-mails.ts";
import { setOwnLimits } from "../../support/spending.ts";
import { askMemberCheck, carrier, createTelephonyTestApp, postSigned } from "../../support/telephony.ts";
import type { TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTelephonyTestApp({ TELEPHONY_TOKEN: "demo-telephony-token" });
});
afterAll(async () => t.close());

const db = () => t.database.handle.db;

interface MemberCheck {
  member: boolean;
  mayStart: boolean;
  maxSeconds?: number;
  reason?: string;
  resetsAt?: string;
}
const check = async (user: CreatedUser) => (await askMemberCheck(t.app, user.phone)).json() as MemberCheck;

let records = 0;
function memberRecord(user: CreatedUser, costCents: number, durationSeconds = 60) {
  records += 1;
  return postSigned(
    t.app,
    "/api/telephony/calls",
    {
      recordId: `spend-${records}-${Math.random().toString(36).slice(2)}`,
      caller: user.phone,
      line: "member",
      extension: null,
      startedAt: new Date().toISOString(),
      durationSeconds,
      costCents,
    },
    carrier.secret,
  );
}

const subjectsTo = (user: CreatedUser) =>
  mailsTo(t.config.mail.outboxDir, user.email ?? "").map((mail) => mail.subject);

describe("the member check under the spending cap", () => {
  it("holds the default limit's remainder for one call and answers its longest length", async () => {
    const member = await createMember(db());
    // 150,00 € at 0,69 € a minute: floor(15000 × 60 / 69) seconds.
    expect(await check(member)).toEqual({ member: true, mayStart: true, maxSeconds: 13_043 });
    expect(await check(member)).toEqual({ member: true, mayStart: false, reason: "call_running" });
    expect((await memberRecord(member, 345)).json()).toEqual({ stored: true });
    // The record released the hold; what it cost counts now.
    expect(await check(member)).toEqual({
      member: true,
      mayStart: true,
      maxSeconds: Math.floor(((15_000 - 345) * 60) / 69),
    });
  });

  it("lets the caller dial again at once after giving up before the call connected (its record of 0 seconds)", async () => {
    const member = await createMember(db());
    expect((await check(member)).mayStart).toBe(true);
    expect((await memberRecord(member, 0, 0)).json()).toEqual({ stored: true });
    expect(await check(member)).toEqual({ member: true, mayStart: true, maxSeconds: 13_043 });
  });

  it("lets exactly one of ten simultaneous checks of one member start", async () => {
    const member = await createMember(db());
    const answers = await Promise.all(Array.from({ length: 10 }, () => check(member)));
    expect(answers.filter((a) => a.mayStart)).toHaveLength(1);
    expect(answers.filter((a) => a.reason === "call_running")).toHaveLength(9);
    const holds = await db().selectFrom("spending_holds").selectAll().where("user_id", "=", member.id).execute();
    expect(holds).toHaveLength(1);
  });

  it("needs no hold without any limit, and refuses not_member for others", async () => {
    const member = await createMember(db());
    await setOwnLimits(db(), member.id, { monthlyCents: null });
    expect(await check(member)).toEqual({ member: true, mayStart: true });
    expect(await check(member)).toEqual({ member: true, mayStart: true });
    const other = await createUser(db());
    expect(await check(other)).toEqual({ member: false, mayStart: false, reason: "not_member" });
  });

  it("refuses limit_reached with the reset date when less than a minute is left", async () => {
    const member = await createMember(db());
    await setOwnLimits(db(), member.id, { monthlyCents: 1_000, dailyCents: 100 });
    await memberRecord(member, 50);
    const answer = await check(member);
    expect(answer).toMatchObject({ member: true, mayStart: false, reason: "limit_reached" });
    // The day's limit binds: it resets at the next Berlin midnight.
    expect(Date.parse(answer.resetsAt ?? "") - Date.now()).toBeLessThanOrEqual(25 * 3600_000);
    expect(Date.parse(answer.resetsAt ?? "")).toBeGreaterThan(Date.now());
  });

  it("refuses paused while the member pauses", async () => {
    const member = await createMember(db());
    const agent = await loggedIn(t, member);
    expect((await agent.post("/api/spending/pause", { length: "24h" })).statusCode).toBe(200);
    expect(await check(member)).toEqual({ member: true, mayStart: false, reason: "paused" });
  });

  it("has an announcement for every refusal, in the API description and in the telephony guide", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).body;
    const guide = readFileSync("docs/telephony.md", "utf8");
    for (const [reason, text] of Object.entries(memberCheckAnnouncements)) {
      expect(guide).toContain(`| \`${reason}\``);
      expect(guide).toContain(text);
      expect(spec).toContain(text);
    }
    for (const reason of ["paused", "limit_reached"] as const) {
      expect(guide).toContain(creditCallAnnouncements[reason]);
      expect(spec).toContain(creditCallAnnouncements[reason]);
    }
  });
});

describe("the 80 % warning", () => {
  it("is sent once, even when the records come at once", async () => {
    const member = await createMember(db());
    await setOwnLimits(db(), member.id, { monthlyCents: 1_000 });
    const stored = await Promise.all(Array.from({ length: 10 }, () => memberRecord(member, 90)));
    expect(stored.every((res) => res.statusCode === 200)).toBe(true);
    const subjects = subjectsTo(member);
    expect(subjects.filter((s) => s.startsWith("Sie haben 80 % Ihres Ausgabenlimits erreicht"))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith("Ihr Ausgabenlimit ist erreicht"))).toHaveLength(0);
    const warning = mailsTo(t.config.mail.outboxDir, member.email ?? "").find((m) =>
      m.subject.startsWith("Sie haben 80"),
    );
    expect(warning?.text).toContain("0800 111 0 111");
    expect(warning?.text).toContain("0800 111 0 222");
    expect(warning?.text).toContain("ersetzen keine ärztliche, psychologische oder rechtliche Beratung");

    await memberRecord(member, 200);
    const reached = mailsTo(t.config.mail.outboxDir, member.email ?? "").filter((m) =>
      m.subject.startsWith("Ihr Ausgabenlimit ist erreicht"),
    );
    expect(reached).toHaveLength(1);
    expect(reached[0]?.text).toContain("TelefonSeelsorge");
  });
});

describe("the credit line under the spending cap", () => {
  const ask = (user: CreatedUser, extension: string) =>
    askCreditCall(t.app, { caller: user.phone, extension }, "Bearer demo-telephony-token");

  it("holds at most what the limit allows, and the record debits no more", async () => {
    const { user, consultant } = await callerWithCredits(db(), 5_000, { credits_per_minute: 100 });
    await setOwnLimits(db(), user.id, { monthlyCents: 1_000 });
    const answer = (await ask(user, consultant.extension)).json() as {
      authorized: boolean;
      callId: string;
      maxSeconds: number;
    };
    expect(answer).toMatchObject({ authorized: true, maxSeconds: 600 });
    expect(await accountOf(db(), user.id)).toEqual({ balance: 5_000, held: 1_000 });
    // A member-line check meanwhile finds the capped call running.
    expect((await ask(user, consultant.extension)).json()).toEqual({ authorized: false, reason: "call_running" });

    // The carrier reports a far longer call than was allowed: only the held 10,00 € are debited.
    const settled = await postSigned(
      t.app,
      "/api/telephony/calls",
      {
        recordId: `credit-cap-${answer.callId}`,
        caller: user.phone,
        line: "credit",
        callId: answer.callId,
        extension: consultant.extension,
        startedAt: new Date().toISOString(),
        durationSeconds: 3_600,
      },
      carrier.secret,
    );
    expect(settled.json()).toEqual({ stored: true });
    expect(await accountOf(db(), user.id)).toEqual({ balance: 4_000, held: 0 });
    expect((await ask(user, consultant.extension)).json()).toEqual({ authorized: false, reason: "limit_reached" });
  });

  it("refuses paused, and ten at once with a limit start exactly one", async () => {
    const { user, consultant } = await callerWithCredits(db(), 5_000, { credits_per_minute: 100 });
    const agent = await loggedIn(t, user);
    const answers = (await Promise.all(Array.from({ length: 10 }, () => ask(user, consultant.extension)))).map(
      (res) => res.json() as { authorized: boolean; reason?: string },
    );
    expect(answers.filter((a) => a.authorized)).toHaveLength(1);
    expect(answers.filter((a) => a.reason === "call_running")).toHaveLength(9);

    expect((await agent.post("/api/spending/pause", { length: "open" })).statusCode).toBe(200);
    const other = await callerWithCredits(db(), 5_000);
    const otherAgent = await loggedIn(t, other.user);
    await otherAgent.post("/api/spending/pause", { length: "7d" });
    expect((await ask(other.user, other.consultant.extension)).json()).toEqual({ authorized: false, reason: "paused" });
  });
});

describe("purchases under the spending cap", () => {
  const cheapest = async () =>
    db().selectFrom("credit_packages").selectAll().orderBy("price_cents").executeTakeFirstOrThrow();

  it("refuses a credit package that passes the limit before the provider is asked", async () => {
    const user = await createUser(db());
    const pkg = await cheapest();
    await setOwnLimits(db(), user.id, { monthlyCents: pkg.price_cents - 100 });
    const agent = await loggedIn(t, user);
    const res = await agent.post("/api/credits/purchase/paypal", { packageId: pkg.id, earlyStartConsent: true });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toMatch(
      /^Diese Zahlung würde Ihr Ausgabenlimit von [\d.,]+ € für diesen Monat überschreiten\. Es setzt sich am \d{1,2}\. \p{L}+ \d{4} zurück\.$/u,
    );
    expect(await db().selectFrom("credit_orders").selectAll().where("user_id", "=", user.id).execute()).toEqual([]);
    expect(await db().selectFrom("payments").selectAll().where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("refuses credit purchases while paused (a new membership: tests/api/providers)", async () => {
    const user = await createUser(db());
    const agent = await loggedIn(t, user);
    await agent.post("/api/spending/pause", { length: "24h" });
    const pkg = await cheapest();
    const credits = await agent.post("/api/credits/purchase/paypal", { packageId: pkg.id, earlyStartConsent: true });
    expect(credits.statusCode).toBe(409);
    expect((credits.json() as { message: string }).message).toMatch(
      /^Sie haben eine Pause eingelegt\. Käufe sind bis \d{1,2}\. \p{L}+ \d{4} nicht möglich\.$/u,
    );
    expect(await db().selectFrom("subscriptions").selectAll().where("user_id", "=", user.id).execute()).toEqual([]);
    expect(subjectsTo(user)).toContain("Ihre Pause hat begonnen – Sternenruf");
  });
});

describe("a limit change and a call at the same moment", () => {
  it("end consistent: the hold is what the limit in force at the check allowed", async () => {
    const member = await createMember(db());
    const agent = await loggedIn(t, member);
    const [answer] = await Promise.all([
      check(member),
      agent.put("/api/spending/limits", { monthlyEuros: 20, dailyEuros: null }),
    ]);
    const hold = await db()
      .selectFrom("spending_holds")
      .select("amount_cents")
      .where("user_id", "=", member.id)
      .executeTakeFirstOrThrow();
    // Either the check came first (the default's 150 €) or the lowering did (20 €); never a mix.
    expect([15_000, 2_000]).toContain(hold.amount_cents);
    expect(answer.maxSeconds).toBe(Math.floor((hold.amount_cents * 60) / 69));
    const view = (await agent.get("/api/spending")).json() as { month: { remainingCents: number } };
    expect(view.month.remainingCents).toBe(0);
  });
});

describe("a running call's hold", () => {
  it("counts against what is left, but sends no mail and does not show the limit as reached", async () => {
    const member = await createMember(db());
    const agent = await loggedIn(t, member);
    expect((await check(member)).mayStart).toBe(true);
    const view = (await agent.get("/api/spending")).json() as {
      month: { remainingCents: number; heldCents: number; spent: { total: number } };
      blocked: unknown;
    };
    expect(view.month.remainingCents).toBe(0);
    // The page can say why nothing is left: the default 150 € are held for the call.
    expect(view.month.heldCents).toBe(15_000);
    expect(view.month.spent.total).toBe(0);
    expect(view.blocked).toBeNull();
    expect(subjectsTo(member)).toEqual([]);
  });
});
