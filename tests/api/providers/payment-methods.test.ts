import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../support/agent.ts";
import { createAdmin } from "../../../src/server/db/seed/factories.ts";
import { setCardPayments } from "../../support/maxpay-sandbox.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

describe("GET /api/payment-methods in sandbox mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("offers PayPal and, by default, no cards; no login needed", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/payment-methods" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paypal: true, maxpay: false });
    expect((await t.app.inject({ method: "GET", url: "/api/maxpay/enabled" })).json()).toEqual({ enabled: false });
  });

  it("follows the administrator's card switch at once, both ways", async () => {
    const admin = createAgent(t.app);
    await login(admin, await createAdmin(t.database.handle.db));
    const guest = createAgent(t.app);

    await setCardPayments(admin, true);
    expect((await guest.get("/api/payment-methods")).json()).toEqual({ paypal: true, maxpay: true });
    expect((await guest.get("/api/maxpay/enabled")).json()).toEqual({ enabled: true });

    await setCardPayments(admin, false);
    expect((await guest.get("/api/payment-methods")).json()).toEqual({ paypal: true, maxpay: false });
    expect((await guest.get("/api/maxpay/enabled")).json()).toEqual({ enabled: false });
  });
});

describe("GET /api/payment-methods with live PayPal only", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PAYPAL_CLIENT_ID: "live-id",
      PAYPAL_CLIENT_SECRET: "live-secret",
      PAYPAL_WEBHOOK_ID: "WH-LIVE",
    });
  });
  afterAll(() => t.close());

  it("never offers cards without Maxpay credentials, whatever the switch says", async () => {
    const admin = createAgent(t.app);
    await login(admin, await createAdmin(t.database.handle.db));
    await setCardPayments(admin, true);
    expect((await admin.get("/api/payment-methods")).json()).toEqual({ paypal: true, maxpay: false });
    expect((await admin.get("/api/maxpay/enabled")).json()).toEqual({ enabled: false });
    const create = await admin.post("/api/maxpay/create", {
      userId: 1,
      earlyStartConsent: true,
      amount: 1,
      currency: "EUR",
      isRecurring: true,
      returnUrl: "x",
      cancelUrl: "y",
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ message: "Kreditkartenzahlungen sind derzeit nicht verfügbar." });
  });
});

describe("GET /api/payment-methods with live Maxpay only", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MAXPAY_MERCHANT_ACCOUNT: "acct",
      MAXPAY_MERCHANT_PASSWORD: "pw",
      MAXPAY_MERCHANT_ID: "mid",
      MAXPAY_PUBLIC_KEY: "pkLive_x",
      MAXPAY_PRIVATE_KEY: "skLive_x",
    });
  });
  afterAll(() => t.close());

  it("offers no PayPal, and cards once switched on", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/payment-methods" })).json()).toEqual({
      paypal: false,
      maxpay: false,
    });
    const admin = createAgent(t.app);
    await login(admin, await createAdmin(t.database.handle.db));
    await setCardPayments(admin, true);
    expect((await admin.get("/api/payment-methods")).json()).toEqual({ paypal: false, maxpay: true });
  });
});
