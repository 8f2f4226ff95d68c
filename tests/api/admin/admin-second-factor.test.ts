import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditLog } from "../../../src/shared/schemas/admin.ts";
import type {
  RecoveryCodes,
  SecondFactorSetup,
  SecondFactorStatus,
} from "../../../src/shared/schemas/second-factor.ts";
import type { User } from "../../../src/shared/schemas/users.ts";
import { createAdmin, createUser, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { base32Decode, totpCode, totpStep } from "../../../src/server/lib/totp.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
let adminAccount: CreatedUser;
let customer: CreatedUser;
let secret: string;
let recoveryCodes: string[];
const db = () => t.database.handle.db;

const adminRoutes = [
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/users/2"],
  ["GET", "/api/admin/audit-log"],
  ["GET", "/api/admin/settings/maxpay"],
  ["POST", "/api/admin/settings/maxpay"],
  ["GET", "/api/admin/second-factor"],
  ["POST", "/api/admin/second-factor/disable"],
  ["POST", "/api/admin/users/2/cancel-subscription"],
  ["POST", "/api/admin/users/2/reset-password"],
  ["POST", "/api/admin/users/2/credits"],
] as const;

/** The app's code `offset` steps of 30 s from now, as the authenticator app would show it. */
const code = (offset = 0) => totpCode(base32Decode(secret), totpStep(new Date()) + offset);

async function passwordLogin(agent: Agent = createAgent(t.app)): Promise<{ agent: Agent; user: User }> {
  const res = await agent.post("/api/auth/login", { identifier: adminAccount.phone, password: adminAccount.password });
  expect(res.statusCode, res.body).toBe(200);
  return { agent, user: res.json<User>() };
}

async function lastAudit(agent: Agent) {
  return (await agent.get("/api/admin/audit-log?pageSize=1")).json<AdminAuditLog>().entries[0];
}

beforeAll(async () => {
  t = await createTestApp();
  adminAccount = await createAdmin(db());
  customer = await createUser(db());
});
afterAll(() => t.close());

describe("setting up the second factor", () => {
  it("gives a secret with its QR code, refuses a wrong first code and switches on with the right one", async () => {
    const { agent: admin, user } = await passwordLogin();
    expect(user.secondFactorRequired).toBeUndefined();
    expect((await admin.get("/api/admin/second-factor")).json<SecondFactorStatus>()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });

    const setup = await admin.post("/api/admin/second-factor/setup");
    expect(setup.statusCode, setup.body).toBe(200);
    const answer = setup.json<SecondFactorSetup>();
    expect(answer.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.otpauthUri).toBe(
      `otpauth://totp/Sternenruf:Administrator?secret=${answer.secret}&issuer=Sternenruf&algorithm=SHA1&digits=6&period=30`,
    );
    expect(answer.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    secret = answer.secret;

    const wrong = await admin.post("/api/admin/second-factor/confirm", { code: code(5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: "Der Code ist falsch oder wurde schon verwendet. Bitte geben Sie den aktuellen Code ein.",
    });
    expect((await admin.get("/api/admin/second-factor")).json<SecondFactorStatus>().enabled).toBe(false);

    const right = await admin.post("/api/admin/second-factor/confirm", { code: code() });
    expect(right.statusCode, right.body).toBe(200);
    recoveryCodes = right.json<RecoveryCodes>().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);

    // The session that set it up keeps its rights; the codes exist only as hashes.
    expect((await admin.get("/api/admin/users")).statusCode).toBe(200);
    expect((await admin.get("/api/admin/second-factor")).json<SecondFactorStatus>()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const stored = await db().selectFrom("second_factor_recovery_codes").select("code_hash").execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      for (const recovery of recoveryCodes) expect(row.code_hash).not.toContain(recovery.replace("-", ""));
    }
    expect(await lastAudit(admin)).toMatchObject({
      action: "enable_second_factor",
      actorUserId: 1,
      before: { enabled: false },
      after: { enabled: true, recoveryCodes: 10 },
    });
    expect((await admin.post("/api/admin/second-factor/setup")).statusCode).toBe(409);
  });
});

describe("logging in once it is set up", () => {
  it.each(adminRoutes)("%s %s answers 403 to the administrator who gave only the password", async (method, url) => {
    const { agent, user } = await passwordLogin();
    expect(user.secondFactorRequired).toBe(true);
    const res = method === "GET" ? await agent.get(url) : await agent.post(url, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: "Bitte bestätigen Sie die Anmeldung mit dem Code aus Ihrer Authenticator-App.",
    });
  });

  it("the waiting session is an ordinary one: its own account yes, anyone else's no", async () => {
    const { agent } = await passwordLogin();
    expect((await agent.get("/api/auth/me")).json<User>().secondFactorRequired).toBe(true);
    expect((await agent.get("/api/users/1")).statusCode).toBe(200);
    expect((await agent.get(`/api/users/${customer.id}`)).statusCode).toBe(403);
  });

  it("a wrong code keeps it waiting; the right one gives a new session with full rights and ends the old id", async () => {
    const { agent } = await passwordLogin();
    const waitingId = agent.cookies.get("sid");
    expect(waitingId).toBeDefined();

    const wrong = await agent.post("/api/auth/second-factor", { code: "000000" === code() ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(400);
    expect((await agent.get("/api/admin/users")).statusCode).toBe(403);

    const right = await agent.post("/api/auth/second-factor", { code: code(1) });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json<User>().secondFactorRequired).toBeUndefined();
    expect(agent.cookies.get("sid")).not.toBe(waitingId);
    expect((await agent.get("/api/admin/users")).statusCode).toBe(200);
    expect((await agent.get(`/api/users/${customer.id}`)).statusCode).toBe(200);

    const stale = createAgent(t.app);
    stale.cookies.set("sid", waitingId ?? "");
    expect((await stale.get("/api/auth/me")).statusCode).toBe(401);
  });

  /** Forgets which step was used last, so a test can spend the current code itself. */
  const forgetLastStep = () => db().updateTable("second_factors").set({ last_used_step: null }).execute();

  it("a code is good once: the same code in a second login is refused", async () => {
    await forgetLastStep();
    const used = code();
    const first = await passwordLogin();
    expect((await first.agent.post("/api/auth/second-factor", { code: used })).statusCode).toBe(200);
    const second = await passwordLogin();
    const replay = await second.agent.post("/api/auth/second-factor", { code: used });
    expect(replay.statusCode).toBe(400);
    expect((await second.agent.get("/api/admin/users")).statusCode).toBe(403);
    // Nor is an older code that is still inside the accepted window.
    expect((await second.agent.post("/api/auth/second-factor", { code: code(-1) })).statusCode).toBe(400);
  });

  it("the same code sent by ten waiting sessions at once lets exactly one in", async () => {
    const logins = await Promise.all(Array.from({ length: 10 }, () => passwordLogin()));
    await forgetLastStep();
    const same = code();
    const answers = await Promise.all(logins.map(({ agent }) => agent.post("/api/auth/second-factor", { code: same })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    // The others are refused: wrong code, or, after five of those, the lock.
    for (const res of answers.filter((r) => r.statusCode !== 200)) expect([400, 429]).toContain(res.statusCode);
    await db().deleteFrom("rate_limit_hits").execute();
  });

  it("a recovery code logs in once, and never again", async () => {
    const recovery = recoveryCodes[0] ?? "";
    const first = await passwordLogin();
    const used = await first.agent.post("/api/auth/second-factor", { code: recovery.toLowerCase() });
    expect(used.statusCode, used.body).toBe(200);
    expect((await first.agent.get("/api/admin/users")).statusCode).toBe(200);
    expect((await first.agent.get("/api/admin/second-factor")).json<SecondFactorStatus>().recoveryCodesLeft).toBe(9);

    const again = await passwordLogin();
    expect((await again.agent.post("/api/auth/second-factor", { code: recovery })).statusCode).toBe(400);
    expect((await again.agent.get("/api/admin/users")).statusCode).toBe(403);
  });

  it("a user without a waiting session gets nothing from the code route", async () => {
    const agent = createAgent(t.app);
    expect((await agent.post("/api/auth/second-factor", { code: code() })).statusCode).toBe(401);
    await agent.post("/api/auth/login", { identifier: customer.phone, password: customer.password });
    const res = await agent.post("/api/auth/second-factor", { code: recoveryCodes[1] ?? "" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Diese Anmeldung braucht keinen Bestätigungscode." });
  });
});

describe("changing the factor", () => {
  async function fullSession(): Promise<Agent> {
    const { agent } = await passwordLogin();
    const res = await agent.post("/api/auth/second-factor", { code: recoveryCodes.pop() ?? "" });
    expect(res.statusCode, res.body).toBe(200);
    return agent;
  }

  it("new recovery codes need a current code and end the old ones", async () => {
    const admin = await fullSession();
    expect((await admin.post("/api/admin/second-factor/recovery-codes", { code: "ABCDE-FGHIJ" })).statusCode).toBe(400);
    const oldCode = recoveryCodes[2] ?? "";
    const renewed = await admin.post("/api/admin/second-factor/recovery-codes", { code: recoveryCodes[3] ?? "" });
    expect(renewed.statusCode, renewed.body).toBe(200);
    recoveryCodes = renewed.json<RecoveryCodes>().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    const { agent } = await passwordLogin();
    expect((await agent.post("/api/auth/second-factor", { code: oldCode })).statusCode).toBe(400);
    expect(await lastAudit(admin)).toMatchObject({
      action: "renew_recovery_codes",
      after: { recoveryCodesLeft: 10 },
    });
  });

  it("switching it off needs a code; afterwards a login asks for none", async () => {
    const admin = await fullSession();
    expect((await admin.post("/api/admin/second-factor/disable", { code: "123456" })).statusCode).toBe(400);
    expect((await admin.get("/api/admin/second-factor")).json<SecondFactorStatus>().enabled).toBe(true);
    const off = await admin.post("/api/admin/second-factor/disable", { code: recoveryCodes[0] ?? "" });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<SecondFactorStatus>()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await db().selectFrom("second_factor_recovery_codes").selectAll().execute()).toEqual([]);
    expect(await lastAudit(admin)).toMatchObject({
      action: "disable_second_factor",
      before: { enabled: true },
      after: { enabled: false },
    });
    const { agent, user } = await passwordLogin();
    expect(user.secondFactorRequired).toBeUndefined();
    expect((await agent.get("/api/admin/users")).statusCode).toBe(200);
  });

  it("five wrong codes lock the step for a quarter of an hour, the right code included", async () => {
    const { agent: admin } = await passwordLogin();
    secret = (await admin.post("/api/admin/second-factor/setup")).json<SecondFactorSetup>().secret;
    const confirmed = await admin.post("/api/admin/second-factor/confirm", { code: code() });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    recoveryCodes = confirmed.json<RecoveryCodes>().recoveryCodes;

    const { agent } = await passwordLogin();
    for (let i = 0; i < 5; i++) {
      expect((await agent.post("/api/auth/second-factor", { code: "ZZZZZ-ZZZZZ" })).statusCode).toBe(400);
    }
    const locked = await agent.post("/api/auth/second-factor", { code: recoveryCodes[0] ?? "" });
    expect(locked.statusCode).toBe(429);
    expect((await agent.get("/api/admin/users")).statusCode).toBe(403);
    await db().deleteFrom("rate_limit_hits").execute();
  });
});

describe("npm run admin:reset-2fa", () => {
  it("removes the factor, ends every administrator session and writes the audit row", async () => {
    const waiting = await passwordLogin();
    expect(waiting.user.secondFactorRequired).toBe(true);

    const { stdout } = await promisify(execFile)(process.execPath, ["src/server/cli/admin-reset-2fa.ts"], {
      env: { ...process.env, DATABASE_URL: t.database.url, NODE_ENV: "development" },
    });
    expect(stdout).toContain("Zwei-Faktor-Anmeldung des Administrators entfernt");

    // The session that waited for a code must not turn into a full one now that none is asked.
    expect((await waiting.agent.get("/api/admin/users")).statusCode).toBe(401);
    const { agent, user } = await passwordLogin();
    expect(user.secondFactorRequired).toBeUndefined();
    expect(await lastAudit(agent)).toMatchObject({
      action: "reset_second_factor",
      actorUserId: 1,
      ip: null,
      after: { enabled: false, via: "npm run admin:reset-2fa" },
    });
  });
});

describe("the administrator's idle timeout", () => {
  async function idleFor(userId: number, minutes: number) {
    await db()
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - minutes * 60_000).toISOString() })
      .where("user_id", "=", userId)
      .execute();
  }

  it("ends the administrator's session after 30 minutes without a request, not a customer's", async () => {
    const { agent: admin } = await passwordLogin();
    await idleFor(1, 29);
    expect((await admin.get("/api/admin/users")).statusCode).toBe(200);
    // That request counted as activity: the clock of the 30 minutes starts again.
    const touched = await db()
      .selectFrom("sessions")
      .select("last_seen_at")
      .where("user_id", "=", 1)
      .orderBy("last_seen_at", "desc")
      .executeTakeFirst();
    expect(Date.now() - new Date(touched?.last_seen_at ?? 0).getTime()).toBeLessThan(60_000);
    await idleFor(1, 31);
    expect((await admin.get("/api/admin/users")).statusCode).toBe(401);
    expect((await admin.get("/api/auth/me")).statusCode).toBe(401);

    const person = createAgent(t.app);
    await person.post("/api/auth/login", { identifier: customer.phone, password: customer.password });
    await idleFor(customer.id, 31);
    expect((await person.get("/api/auth/me")).statusCode).toBe(200);
  });
});
