import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionEnv } from "../../support/production-env.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The helpers that forge webhooks, bill renewals on demand or reveal the emulators' state.
const toolCalls = [
  { method: "POST", url: "/__sandbox/paypal/tools/sign-webhook", payload: { event: { id: "WH-1" } } },
  { method: "GET", url: "/__sandbox/paypal/tools/stats" },
  { method: "POST", url: "/__sandbox/paypal/tools/revoke-tokens" },
  { method: "GET", url: "/__sandbox/paypal/tools/subscriptions/I-1" },
  { method: "GET", url: "/__sandbox/maxpay/tools/subscriptions/T-1" },
  { method: "POST", url: "/__sandbox/clock/advance", payload: { days: 30 } },
  { method: "GET", url: "/__sandbox/clock" },
] as const;

// The look-ups answer 404 "unbekannt" themselves for an id they do not know.
const servedByTool = (res: { statusCode: number; body: string }) =>
  res.statusCode !== 404 || res.body.includes("unbekannt");

const basicAuth = `Basic ${Buffer.from("sandbox-client-id:sandbox-client-secret").toString("base64")}`;

async function emulationAnswers(t: TestApp): Promise<number[]> {
  const sdk = await t.app.inject({ method: "GET", url: "/__sandbox/paypal/sdk/js" });
  const token = await t.app.inject({
    method: "POST",
    url: "/__sandbox/paypal/v1/oauth2/token",
    headers: { authorization: basicAuth, "content-type": "application/x-www-form-urlencoded" },
    payload: "grant_type=client_credentials",
  });
  return [sdk.statusCode, token.statusCode];
}

describe("the payment sandbox in production (PAYMENT_SANDBOX=1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(productionEnv);
  });
  afterAll(() => t.close());

  it("mounts neither the clock nor the test helpers", async () => {
    expect(t.config.paymentMode).toBe("sandbox");
    for (const call of toolCalls) {
      const res = await t.app.inject({
        method: call.method,
        url: call.url,
        ...("payload" in call ? { payload: call.payload } : {}),
      });
      expect(res.statusCode, call.url).toBe(404);
      expect(servedByTool(res), call.url).toBe(false);
    }
  });

  it("still emulates the providers", async () => {
    expect(await emulationAnswers(t)).toEqual([200, 200]);
  });
});

describe("the payment sandbox outside production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Advancing the clock by 30 days runs every job due in them: 11 s with PostgreSQL in a full run.
  it("mounts the clock and the test helpers", { timeout: 60_000 }, async () => {
    for (const call of toolCalls) {
      const res = await t.app.inject({
        method: call.method,
        url: call.url,
        ...("payload" in call ? { payload: call.payload } : {}),
      });
      expect(servedByTool(res), call.url).toBe(true);
      expect(res.statusCode, call.url).toBeLessThan(500);
    }
    expect(await emulationAnswers(t)).toEqual([200, 200]);
  });
});
