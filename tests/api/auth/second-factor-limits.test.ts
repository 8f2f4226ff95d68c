import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminAuditLog } from "../../../src/shared/schemas/admin.ts";
import type { RecoveryCodes, SecondFactorSetup } from "../../../src/shared/schemas/second-factor.ts";
import type { User } from "../../../src/shared/schemas/users.ts";
import { createAdmin, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { rateLimits } from "../../../src/server/http/rate-limit.ts";
import { base32Decode, totpCode, totpStep } from "../../../src/server/lib/totp.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The administrator's second factor under pressure: codes sent all at once, wrong codes from
// someone who has the password, and the factor switched off while a login waits for its code.

const { max } = rateLimits.secondFactorFailuresPerAccount;
const tooMany = { message: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut." };

let t: TestApp;
let adminAccount: CreatedUser;
let secret: string;
let recoveryCodes: string[];
const db = () => t.database.handle.db;
const code = () => totpCode(base32Decode(secret), totpStep(new Date()));
/** A code that is certainly not the current one (nor one either side of it). */
const wrongCode = () => ["000000", "111111", "222222", "333333"].find((c) => c !== code()) ?? "444444";

async function passwordLogin(agent: Agent = createAgent(t.app)): Promise<Agent> {
  const res = await agent.post("/api/auth/login", { identifier: adminAccount.phone, password: adminAccount.password });
  expect(res.statusCode, res.body).toBe(200);
  return agent;
}

async function fullSession(): Promise<Agent> {
  const agent = await passwordLogin();
  const res = await agent.post("/api/auth/second-factor", { code: recoveryCodes.pop() ?? "" });
  expect(res.statusCode, res.body).toBe(200);
  return agent;
}

/** Switches the factor on from a session without it, which then counts as having passed it. */
async function enableFactor(): Promise<Agent> {
  const admin = await passwordLogin();
  expect((await admin.get("/api/auth/me")).json<User>().secondFactorRequired).toBeUndefined();
  secret = (await admin.post("/api/admin/second-factor/setup")).json<SecondFactorSetup>().secret;
  const confirmed = await admin.post("/api/admin/second-factor/confirm", { code: code() });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  recoveryCodes = confirmed.json<RecoveryCodes>().recoveryCodes;
  return admin;
}

async function auditActions(): Promise<AdminAuditLog["entries"]> {
  const rows = await db().selectFrom("admin_audit_log").selectAll().orderBy("id", "desc").execute();
  return rows.map((row) => ({
    id: row.id,
    actorUserId: row.actor_user_id,
    actorName: null,
    action: row.action as AdminAuditLog["entries"][number]["action"],
    targetUserId: row.target_user_id,
    targetName: null,
    before: row.before_json === null ? null : (JSON.parse(row.before_json) as Record<string, unknown>),
    after: row.after_json === null ? null : (JSON.parse(row.after_json) as Record<string, unknown>),
    ip: row.ip,
    createdAt: row.created_at,
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  adminAccount = await createAdmin(db());
});
afterAll(() => t.close());

beforeEach(async () => {
  // Each test starts with the factor switched on afresh and no counts left from the last one.
  await db().deleteFrom("rate_limit_hits").execute();
  await db().deleteFrom("second_factor_recovery_codes").execute();
  await db().deleteFrom("second_factors").execute();
  await db().deleteFrom("sessions").execute();
  await enableFactor();
});

describe("wrong codes sent all at once", () => {
  it("only five of a hundred are compared; the rest are refused with the German 429", async () => {
    const waiting = await passwordLogin();
    const guess = wrongCode();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => waiting.post("/api/auth/second-factor", { code: guess })),
    );
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(max);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(100 - max);
    for (const res of refused) {
      expect(res.json()).toEqual(tooMany);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect((await waiting.post("/api/auth/second-factor", { code: code() })).statusCode).toBe(429);
    expect((await waiting.get("/api/admin/users")).statusCode).toBe(403);
  });

  it("from many waiting sessions count against the one account", async () => {
    const sessions: Agent[] = [];
    for (let i = 0; i < 25; i += 1) sessions.push(await passwordLogin());
    const guess = wrongCode();
    const answers = await Promise.all(sessions.map((agent) => agent.post("/api/auth/second-factor", { code: guess })));
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(max);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(25 - max);
  });
});

describe("the administrator's full session", () => {
  it("can still change the factor after someone with the password has used up the login's codes", async () => {
    const admin = await fullSession();
    const intruder = await passwordLogin();
    for (let i = 0; i < max; i += 1) {
      expect((await intruder.post("/api/auth/second-factor", { code: wrongCode() })).statusCode).toBe(400);
    }
    expect((await intruder.post("/api/auth/second-factor", { code: code() })).statusCode).toBe(429);
    const renewed = await admin.post("/api/admin/second-factor/recovery-codes", { code: recoveryCodes[0] ?? "" });
    expect(renewed.statusCode, renewed.body).toBe(200);
  });

  it("has five wrong codes of its own, sent all at once or not", async () => {
    const admin = await fullSession();
    const guess = wrongCode();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => admin.post("/api/admin/second-factor/recovery-codes", { code: guess })),
    );
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(max);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(25 - max);
  });
});

describe("switching the factor off while a login waits for its code", () => {
  it("ends the waiting session instead of giving it the administrator's rights", async () => {
    const waiting = await passwordLogin();
    expect((await waiting.get("/api/auth/me")).json<User>().secondFactorRequired).toBe(true);
    const admin = await fullSession();
    const off = await admin.post("/api/admin/second-factor/disable", { code: recoveryCodes[0] ?? "" });
    expect(off.statusCode, off.body).toBe(200);

    expect((await waiting.get("/api/admin/users")).statusCode).toBe(401);
    expect((await waiting.get("/api/auth/me")).statusCode).toBe(401);
    // The session that switched it off keeps its rights.
    expect((await admin.get("/api/admin/users")).statusCode).toBe(200);
  });

  it("never promotes a waiting session that outlived the factor (a login that raced the switch)", async () => {
    const waiting = await passwordLogin();
    // The factor goes without the route's clean-up, as when the login's session was written
    // just after the switch ended the waiting ones.
    await db().deleteFrom("second_factor_recovery_codes").execute();
    await db().deleteFrom("second_factors").execute();
    const res = await waiting.get("/api/admin/users");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: "Bitte bestätigen Sie die Anmeldung mit dem Code aus Ihrer Authenticator-App.",
    });
    expect((await waiting.get("/api/auth/me")).json<User>().secondFactorRequired).toBe(true);
  });
});

describe("a recovery code", () => {
  it("used at login is in the audit log, with the codes left", async () => {
    const recovery = recoveryCodes[4] ?? "";
    const agent = await passwordLogin();
    expect((await agent.post("/api/auth/second-factor", { code: recovery })).statusCode).toBe(200);
    expect((await auditActions())[0]).toMatchObject({
      action: "use_recovery_code",
      actorUserId: 1,
      targetUserId: 1,
      before: { recoveryCodesLeft: 10 },
      after: { recoveryCodesLeft: 9, purpose: "login" },
      ip: agent.ip,
    });
  });

  it("used to change the factor is in the audit log next to the change", async () => {
    const admin = await fullSession();
    const off = await admin.post("/api/admin/second-factor/disable", { code: recoveryCodes[0] ?? "" });
    expect(off.statusCode, off.body).toBe(200);
    const [disabled, used] = await auditActions();
    expect(disabled).toMatchObject({ action: "disable_second_factor" });
    expect(used).toMatchObject({ action: "use_recovery_code", after: { purpose: "second_factor_change" } });
  });

  it("that is wrong writes nothing to the audit log", async () => {
    const before = (await auditActions()).length;
    const agent = await passwordLogin();
    expect((await agent.post("/api/auth/second-factor", { code: "ZZZZZ-ZZZZZ" })).statusCode).toBe(400);
    expect(await auditActions()).toHaveLength(before);
  });
});
