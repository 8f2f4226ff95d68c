import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../support/test-app.ts";

// With live Maxpay credentials the payment form is posted to Maxpay's own host.

const liveMaxpay = {
  MAXPAY_MERCHANT_ACCOUNT: "account",
  MAXPAY_MERCHANT_PASSWORD: "password",
  MAXPAY_MERCHANT_ID: "merchant",
  MAXPAY_PUBLIC_KEY: "pkLive_x",
  MAXPAY_PRIVATE_KEY: "skLive_x",
};

let live: TestApp;
let sandbox: TestApp;
beforeAll(async () => {
  live = await createTestApp(liveMaxpay);
  sandbox = await createTestApp();
});
afterAll(async () => {
  await live.close();
  await sandbox.close();
});

describe("Maxpay in live mode", () => {
  it("lets forms post to the hosted payment page only when Maxpay is live", async () => {
    const liveCsp = String(
      (await live.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"],
    );
    expect(liveCsp).toContain("form-action 'self' https://hpp.maxpay.com");
    const sandboxCsp = String(
      (await sandbox.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"],
    );
    expect(sandboxCsp).toContain("form-action 'self';");
  });
});
