import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, type Agent } from "../../support/agent.ts";
import { createAdmin, createUser } from "../../../src/server/db/seed/factories.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

const missingAll = {
  items: [
    { key: "merchantAccount", label: "Händlerkonto", present: false },
    { key: "merchantPassword", label: "Händlerpasswort", present: false },
    { key: "merchantId", label: "Händler-ID", present: false },
    { key: "publicKey", label: "Öffentlicher Schlüssel", present: false },
    { key: "privateKey", label: "Privater Schlüssel", present: false },
  ],
};

describe("admin card-provider settings (sandbox mode)", () => {
  let t: TestApp;
  let admin: Agent;
  let user: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = createAgent(t.app);
    await login(admin, await createAdmin(t.database.handle.db));
    user = createAgent(t.app);
    await login(user, await createUser(t.database.handle.db));
  });
  afterAll(() => t.close());

  const endpoints = [
    ["GET", "/api/admin/settings/maxpay"],
    ["POST", "/api/admin/settings/maxpay"],
    ["GET", "/api/admin/settings/maxpay/secrets"],
  ] as const;

  it.each(endpoints)("%s %s answers 401 to guests and 403 to users, even with a bad body", async (method, url) => {
    const guest = createAgent(t.app);
    const call = (agent: Agent) => (method === "GET" ? agent.get(url) : agent.post(url, { enabled: "ja" }));
    const asGuest = await call(guest);
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toEqual({ message: "Bitte melden Sie sich an." });
    const asUser = await call(user);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ message: "Sie haben keine Berechtigung für diese Aktion." });
  });

  it("starts switched off and saves the switch immediately", async () => {
    expect((await admin.get("/api/admin/settings/maxpay")).json()).toEqual({ enabled: false });
    const on = await admin.post("/api/admin/settings/maxpay", { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ enabled: true });
    expect((await admin.get("/api/admin/settings/maxpay")).json()).toEqual({ enabled: true });
    const row = await t.database.handle.db
      .selectFrom("settings")
      .selectAll()
      .where("key", "=", "maxpay_enabled")
      .executeTakeFirst();
    expect(row?.value).toBe("true");
    expect((await admin.post("/api/admin/settings/maxpay", { enabled: false })).json()).toEqual({ enabled: false });
    expect((await admin.get("/api/admin/settings/maxpay")).json()).toEqual({ enabled: false });
  });

  it("writes a log row only for a switch that changed something", async () => {
    const rows = async () =>
      (
        await t.database.handle.db
          .selectFrom("admin_audit_log")
          .select("id")
          .where("action", "=", "toggle_card_payments")
          .execute()
      ).length;
    const before = await rows();
    expect((await admin.post("/api/admin/settings/maxpay", { enabled: false })).json()).toEqual({ enabled: false });
    expect(await rows()).toBe(before);
    expect((await admin.post("/api/admin/settings/maxpay", { enabled: true })).json()).toEqual({ enabled: true });
    expect(await rows()).toBe(before + 1);
    expect((await admin.post("/api/admin/settings/maxpay", { enabled: true })).json()).toEqual({ enabled: true });
    expect(await rows()).toBe(before + 1);
    await admin.post("/api/admin/settings/maxpay", { enabled: false });
  });

  it("refuses a switch that is not a boolean", async () => {
    const res = await admin.post("/api/admin/settings/maxpay", { enabled: "ja" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Bitte geben Sie an, ob Kreditkartenzahlungen aktiviert sein sollen." });
  });

  it("refuses a switch from another site", async () => {
    const res = await admin.post(
      "/api/admin/settings/maxpay",
      { enabled: true },
      { headers: { origin: "https://evil.example" } },
    );
    expect(res.statusCode).toBe(403);
    expect((await admin.get("/api/admin/settings/maxpay")).json()).toEqual({ enabled: false });
  });

  it("reports every credential missing: the sandbox's stand-in keys are not credentials", async () => {
    const res = await admin.get("/api/admin/settings/maxpay/secrets");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(missingAll);
    expect(res.body).not.toContain("skTest_sandbox");
    expect(res.body).not.toContain("pkTest_sandbox");
  });
});

describe("admin card-provider credentials (live Maxpay)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MAXPAY_MERCHANT_ACCOUNT: "konto-4711",
      MAXPAY_MERCHANT_PASSWORD: "passwort-geheim",
      MAXPAY_MERCHANT_ID: "haendler-0815",
      MAXPAY_PUBLIC_KEY: "pkLive_oeffentlich",
      MAXPAY_PRIVATE_KEY: "skLive_privat",
    });
  });
  afterAll(() => t.close());

  it("shows each one as present and never its value", async () => {
    const admin = createAgent(t.app);
    await login(admin, await createAdmin(t.database.handle.db));
    const res = await admin.get("/api/admin/settings/maxpay/secrets");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: missingAll.items.map((item) => ({ ...item, present: true })) });
    for (const secret of ["konto-4711", "passwort-geheim", "haendler-0815", "pkLive_oeffentlich", "skLive_privat"]) {
      expect(res.body).not.toContain(secret);
    }
  });
});
