import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../../src/server/http/rate-limit.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { createUser, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// Who is counted where: docs/decisions/0021.
const perAddress = rateLimits.loginFailuresPerAccountAddress.max;
const perAccount = rateLimits.loginFailuresPerAccount.max;
const perDevice = rateLimits.loginFailuresPerKnownDevice.max;
const tooMany = { message: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut." };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every way the login form may name this account: phone and e-mail, spelled differently. */
function spellingsOf(user: CreatedUser): string[] {
  const phone = user.phone;
  const email = user.email ?? "";
  return [
    phone,
    email.toUpperCase(),
    `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`,
    ` ${email} `,
    `00${phone.slice(1)}`,
    `${phone.slice(0, 3)} (0)${phone.slice(3, 6)}-${phone.slice(6)}`,
    `0${phone.slice(3)}`,
    `+490${phone.slice(3)}`,
  ];
}

const login = (agent: Agent, identifier: string, password: string) =>
  agent.post("/api/auth/login", { identifier, password });

// Each attempt from a fresh address without cookies, so that only the account-wide count can stop it.
const fromAnywhere = (identifier: string, password: string) => login(createAgent(t.app), identifier, password);

const statuses = (answers: Array<{ statusCode: number }>) =>
  answers.reduce<Record<number, number>>((counted, { statusCode }) => {
    counted[statusCode] = (counted[statusCode] ?? 0) + 1;
    return counted;
  }, {});

describe("failed logins of one account from one address", () => {
  it("lock that address after five, the right password included, while another address still logs in", async () => {
    const user = await createUser(t.database.handle.db);
    const stranger = createAgent(t.app);
    for (let i = 0; i < perAddress; i += 1)
      expect((await login(stranger, user.phone, "falsch123")).statusCode).toBe(401);
    const locked = await login(stranger, user.phone, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(tooMany);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await fromAnywhere(user.phone, user.password)).statusCode).toBe(200);
  });

  it("start counting again after a successful login from that address", async () => {
    const user = await createUser(t.database.handle.db);
    const agent = createAgent(t.app);
    for (let i = 0; i < perAddress - 1; i += 1)
      expect((await login(agent, user.phone, "falsch123")).statusCode).toBe(401);
    expect((await login(createAgent(t.app, { ip: agent.ip }), user.email ?? "", user.password)).statusCode).toBe(200);
    const again = createAgent(t.app, { ip: agent.ip });
    for (let i = 0; i < perAddress; i += 1) expect((await login(again, user.phone, "falsch123")).statusCode).toBe(401);
    expect((await login(again, user.phone, user.password)).statusCode).toBe(429);
  });

  it("sent all at once, only five get an answer about the password; the rest are refused", async () => {
    const user = await createUser(t.database.handle.db);
    const agent = createAgent(t.app);
    const answers = await Promise.all(Array.from({ length: 25 }, () => login(agent, user.phone, "falsch123")));
    expect(statuses(answers)).toEqual({ 401: perAddress, 429: 25 - perAddress });
    for (const refused of answers.filter((res) => res.statusCode === 429)) expect(refused.json()).toEqual(tooMany);
    expect((await login(agent, user.phone, user.password)).statusCode).toBe(429);
  });
});

describe("failed logins of one account from everywhere", () => {
  it("count by phone, by e-mail and in every spelling against one account", async () => {
    const user = await createUser(t.database.handle.db);
    const spellings = spellingsOf(user);
    for (let i = 0; i < perAccount; i += 1) {
      expect((await fromAnywhere(spellings[i % spellings.length] ?? "", "falsch123")).statusCode).toBe(401);
    }
    for (const identifier of spellings) {
      const locked = await fromAnywhere(identifier, user.password);
      expect(locked.statusCode, identifier).toBe(429);
      expect(locked.json()).toEqual(tooMany);
    }
  });

  it("sent all at once from many addresses, only the account's budget is checked", async () => {
    const user = await createUser(t.database.handle.db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => fromAnywhere(user.phone, "falsch123")));
    expect(statuses(answers)).toEqual({ 401: perAccount, 429: 30 - perAccount });
  });

  it("are not forgotten when the owner logs in meanwhile", async () => {
    const user = await createUser(t.database.handle.db);
    for (let i = 0; i < perAccount - 1; i += 1)
      expect((await fromAnywhere(user.phone, "falsch123")).statusCode).toBe(401);
    expect((await fromAnywhere(user.phone, user.password)).statusCode).toBe(200);
    expect((await fromAnywhere(user.phone, "falsch123")).statusCode).toBe(401);
    expect((await fromAnywhere(user.phone, "falsch123")).statusCode).toBe(429);
  });

  it("still lock an unknown identifier", async () => {
    for (let i = 0; i < perAccount; i += 1) {
      expect((await fromAnywhere("+49 1590 0000 999", "falsch123")).statusCode).toBe(401);
    }
    expect((await fromAnywhere("+4915900000999", "falsch123")).statusCode).toBe(429);
  });
});

describe("a browser that logged in to the account before", () => {
  async function knownDevice(user: CreatedUser): Promise<Agent> {
    const owner = createAgent(t.app);
    expect((await login(owner, user.phone, user.password)).statusCode).toBe(200);
    expect(owner.cookies.get("device")).toBeDefined();
    expect((await owner.post("/api/auth/logout")).statusCode).toBe(200);
    return owner;
  }

  async function lockForStrangers(user: CreatedUser): Promise<void> {
    await Promise.all(Array.from({ length: perAccount + 5 }, () => fromAnywhere(user.phone, "falsch123")));
    expect((await fromAnywhere(user.phone, user.password)).statusCode).toBe(429);
  }

  it("still logs in while strangers have used up the account's budget, from the owner's address too", async () => {
    const user = await createUser(t.database.handle.db);
    const owner = await knownDevice(user);
    // A stranger behind the owner's own address (same café, same office) fails five times too.
    for (let i = 0; i < perAddress; i += 1) {
      expect((await login(createAgent(t.app, { ip: owner.ip }), user.phone, "falsch123")).statusCode).toBe(401);
    }
    await lockForStrangers(user);
    const res = await login(owner, user.phone, user.password);
    expect(res.statusCode, res.body).toBe(200);
    expect((await owner.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("has five tries of its own, which strangers' failures do not touch", async () => {
    const user = await createUser(t.database.handle.db);
    const owner = await knownDevice(user);
    await lockForStrangers(user);
    for (let i = 0; i < perDevice; i += 1) expect((await login(owner, user.phone, "falsch123")).statusCode).toBe(401);
    expect((await login(owner, user.phone, user.password)).statusCode).toBe(429);
  });

  it("counts only with its own signature and for its own account", async () => {
    const user = await createUser(t.database.handle.db);
    const other = await createUser(t.database.handle.db);
    const owner = await knownDevice(user);
    await lockForStrangers(user);
    const device = owner.cookies.get("device") ?? "";

    // Another device id for the same account, under the owner's signature: it no longer holds.
    const [account, deviceId, signature] = device.split(".");
    expect(Number(account)).toBe(user.id);
    const forged = createAgent(t.app);
    forged.cookies.set("device", `${account}.${"A".repeat(deviceId?.length ?? 24)}.${signature}`);
    expect((await login(forged, user.phone, user.password)).statusCode).toBe(429);
    // The owner's own cookie, untouched, still holds.
    const genuine = createAgent(t.app);
    genuine.cookies.set("device", device);
    expect((await login(genuine, user.phone, user.password)).statusCode).toBe(200);

    // A device known to another account is a stranger to this one.
    const otherDevice = await knownDevice(other);
    expect((await login(otherDevice, user.phone, user.password)).statusCode).toBe(429);
  });
});
