import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../src/server/http/rate-limit.ts";
import { createAgent } from "../support/agent.ts";
import { createUser, type CreatedUser } from "../../src/server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const { max } = rateLimits.loginFailuresPerAccount;

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

// Each attempt from a fresh address, so that only the per-account count can stop it.
const attempt = (identifier: string, password: string) =>
  createAgent(t.app).post("/api/auth/login", { identifier, password });

describe("failed logins per account", () => {
  it("counts failures by phone, by e-mail and in every spelling against one account", async () => {
    const user = await createUser(t.database.handle.db);
    const spellings = spellingsOf(user);
    for (let i = 0; i < max; i += 1) {
      expect((await attempt(spellings[i % spellings.length] ?? "", "falsch123")).statusCode).toBe(401);
    }
    for (const identifier of spellings) {
      const locked = await attempt(identifier, user.password);
      expect(locked.statusCode, identifier).toBe(429);
      expect(locked.json()).toEqual({
        message: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
      });
    }
  });

  it("starts counting again after a successful login", async () => {
    const user = await createUser(t.database.handle.db);
    for (let i = 0; i < max - 1; i += 1) expect((await attempt(user.phone, "falsch123")).statusCode).toBe(401);
    expect((await attempt(user.email ?? "", user.password)).statusCode).toBe(200);
    for (let i = 0; i < max; i += 1) expect((await attempt(user.phone, "falsch123")).statusCode).toBe(401);
    expect((await attempt(user.phone, user.password)).statusCode).toBe(429);
  });

  it("still locks an unknown identifier after five failures", async () => {
    for (let i = 0; i < max; i += 1) expect((await attempt("+49 1590 0000 999", "falsch123")).statusCode).toBe(401);
    expect((await attempt("+4915900000999", "falsch123")).statusCode).toBe(429);
  });
});
