import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResetTokens } from "../../../src/server/modules/auth/reset-tokens.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { createTestApp, testOrigin, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refused = { message: "Die automatische Anmeldung ist nicht möglich. Bitte melden Sie sich an." };

let counter = 0;
/** A browser that has just created an account, and the registration-flow cookie it got. */
async function justRegistered(): Promise<{ agent: Agent; id: number; grant: string }> {
  counter += 1;
  const digits = `${String(Date.now() % 1e6).padStart(6, "0")}${String(counter).padStart(3, "0")}`;
  const agent = createAgent(t.app);
  const res = await agent.post("/api/users", {
    name: "Neue Kundin",
    phone: `+49157${digits}`,
    email: `grant${digits}@example.de`,
    password: "geheim1",
    birthDate: "1980-05-17",
  });
  expect(res.statusCode).toBe(201);
  const grant = agent.cookies.get("reg_flow");
  if (!grant) throw new Error("no registration-flow cookie");
  return { agent, id: res.json<{ id: number }>().id, grant };
}

/** A request from another browser that holds nothing but a copy of the cookie. */
function withCopiedGrant(grant: string, url: string, payload: object) {
  return t.app.inject({ method: "POST", url, headers: { origin: testOrigin, cookie: `reg_flow=${grant}` }, payload });
}

const sessionsOf = (userId: number) =>
  t.database.handle.db.selectFrom("sessions").select("user_id").where("user_id", "=", userId).execute();

describe("the registration grant", () => {
  it("is stored only as a hash", async () => {
    const { id, grant } = await justRegistered();
    const rows = await t.database.handle.db
      .selectFrom("registration_grants")
      .selectAll()
      .where("user_id", "=", id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(grant);
    expect(rows[0]?.consumed_at).toBeNull();
  });

  it("logs its account in once; a replayed cookie is refused and proves nothing for payments", async () => {
    const { agent, id, grant } = await justRegistered();
    const ok = await agent.post("/api/auth/auto-login", { userId: id });
    expect(ok.statusCode).toBe(200);
    expect(agent.cookies.has("reg_flow")).toBe(false);

    const replay = await withCopiedGrant(grant, "/api/auth/auto-login", { userId: id });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refused);
    const pay = await withCopiedGrant(grant, "/api/subscriptions/callback", {
      subscriptionId: "I-X",
      userId: id,
      planId: "premium",
    });
    expect(pay.statusCode).toBe(401);
    expect(await sessionsOf(id)).toHaveLength(1);
  });

  it("is gone after logout", async () => {
    const { agent, id, grant } = await justRegistered();
    const out = await agent.post("/api/auth/logout");
    expect(out.statusCode).toBe(200);
    expect(agent.cookies.has("reg_flow")).toBe(false);
    expect((await withCopiedGrant(grant, "/api/auth/auto-login", { userId: id })).statusCode).toBe(401);
    expect(await sessionsOf(id)).toHaveLength(0);
  });

  it("is gone after a password reset", async () => {
    const { id, grant } = await justRegistered();
    const token = await createResetTokens(t.database.handle.db).issue(id);
    const reset = await createAgent(t.app).post("/api/auth/reset-password", { token, password: "ganz-neu-1" });
    expect(reset.statusCode).toBe(200);
    expect((await withCopiedGrant(grant, "/api/auth/auto-login", { userId: id })).statusCode).toBe(401);
    expect(await sessionsOf(id)).toHaveLength(0);
  });

  it("gives exactly one session to ten concurrent auto-logins with the same cookie", async () => {
    const { id, grant } = await justRegistered();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => withCopiedGrant(grant, "/api/auth/auto-login", { userId: id })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401, 401, 401]);
    expect(await sessionsOf(id)).toHaveLength(1);
  });
});
