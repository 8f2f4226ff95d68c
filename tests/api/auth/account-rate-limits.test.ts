import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../support/agent.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

const tooMany = { message: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut." };

describe("rate limits on account endpoints", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lets one address create 10 accounts an hour, then answers 429 and creates nothing", async () => {
    const agent = createAgent(t.app, { ip: "203.0.113.200" });
    for (let i = 0; i < 10; i++) {
      const res = await agent.post("/api/users", {
        name: "Familie",
        phone: `+49170000000${10 + i}`,
        email: `f${i}@example.de`,
        password: "geheim1",
        birthDate: "1980-05-17",
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await agent.post("/api/users", {
      name: "Familie",
      phone: "+4917000000099",
      email: "f99@example.de",
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany);
    const row = await t.database.handle.db
      .selectFrom("users")
      .select("id")
      .where("phone", "=", "+4917000000099")
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("limits phone look-ups per address", async () => {
    const agent = createAgent(t.app, { ip: "203.0.113.201" });
    for (let i = 0; i < 30; i++)
      expect((await agent.post("/api/check-phone-exists", { phone: "+4917011111111" })).statusCode).toBe(200);
    const res = await agent.post("/api/check-phone-exists", { phone: "+4917011111111" });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany);
  });

  it("limits login attempts per address", async () => {
    const agent = createAgent(t.app, { ip: "203.0.113.202" });
    for (let i = 0; i < 30; i++) {
      const res = await agent.post("/api/auth/login", {
        identifier: `+49170222222${String(i).padStart(2, "0")}`,
        password: "falsch12",
      });
      expect(res.statusCode).toBe(401);
    }
    expect(
      (await agent.post("/api/auth/login", { identifier: "+4917033333333", password: "falsch12" })).statusCode,
    ).toBe(429);
  });
});
