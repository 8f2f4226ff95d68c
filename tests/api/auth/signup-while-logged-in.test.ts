import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../support/agent.ts";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

const alreadyLoggedIn = {
  message: "Sie sind bereits angemeldet. Bitte melden Sie sich zuerst ab, wenn Sie ein weiteres Konto anlegen möchten.",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () => (await t.database.handle.db.selectFrom("users").select("id").execute()).length;

describe("creating an account while logged in", () => {
  it("is refused with 403 on both registration endpoints, and nothing is created", async () => {
    const agent = createAgent(t.app);
    await login(agent, await createUser(t.database.handle.db));
    const before = await userCount();
    const viaUsers = await agent.post("/api/users", {
      name: "Zweites Konto",
      phone: "+4915811112222",
      email: "zweit@example.de",
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(viaUsers.statusCode).toBe(403);
    expect(viaUsers.json()).toEqual(alreadyLoggedIn);
    const viaRegister = await agent.post("/api/register", {
      name: "Zweites Konto",
      phone: "+4915811112223",
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(viaRegister.statusCode).toBe(403);
    expect(viaRegister.json()).toEqual(alreadyLoggedIn);
    expect(await userCount()).toBe(before);
    expect(agent.cookies.has("reg_flow")).toBe(false);
  });

  it("is refused right after the simple registration logged the new account in", async () => {
    const agent = createAgent(t.app);
    expect(
      (
        await agent.post("/api/register", {
          name: "Erstes Konto",
          phone: "+4915811113333",
          password: "geheim1",
          birthDate: "1980-05-17",
        })
      ).statusCode,
    ).toBe(201);
    const before = await userCount();
    const again = await agent.post("/api/register", {
      name: "Noch eins",
      phone: "+4915811113334",
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(alreadyLoggedIn);
    expect(await userCount()).toBe(before);
  });

  it("is allowed again after logout, and with a session cookie that is no longer valid", async () => {
    const agent = createAgent(t.app);
    await login(agent, await createUser(t.database.handle.db));
    await agent.post("/api/auth/logout");
    const afterLogout = await agent.post("/api/users", {
      name: "Neues Konto",
      phone: "+4915811114444",
      email: "neu4444@example.de",
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(afterLogout.statusCode).toBe(201);
    const stale = await createAgent(t.app).post(
      "/api/register",
      { name: "Altes Cookie", phone: "+4915811115555", password: "geheim1", birthDate: "1980-05-17" },
      { headers: { cookie: "sid=abgelaufen" } },
    );
    expect(stale.statusCode).toBe(201);
  });
});
