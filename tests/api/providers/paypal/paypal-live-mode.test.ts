import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../support/test-app.ts";

// With live PayPal credentials the sandbox is gone and the page policy lets PayPal's SDK in.

let live: TestApp;
let sandbox: TestApp;
beforeAll(async () => {
  live = await createTestApp({
    PAYPAL_CLIENT_ID: "live-id",
    PAYPAL_CLIENT_SECRET: "live-secret",
    PAYPAL_WEBHOOK_ID: "WH-LIVE",
  });
  sandbox = await createTestApp();
});
afterAll(async () => {
  await live.close();
  await sandbox.close();
});

describe("PayPal in live mode", () => {
  it("allows PayPal's hosts and popup in the page policy only when PayPal is live", async () => {
    const liveHeaders = (await live.app.inject({ method: "GET", url: "/api/health" })).headers;
    const liveCsp = String(liveHeaders["content-security-policy"]);
    expect(liveCsp).toMatch(
      /script-src 'self' https:\/\/\*\.paypal\.com https:\/\/\*\.paypalobjects\.com https:\/\/www\.paypal\.com/,
    );
    expect(liveCsp).toContain("frame-src 'self' https://*.paypal.com");
    expect(liveHeaders["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");

    const sandboxHeaders = (await sandbox.app.inject({ method: "GET", url: "/api/health" })).headers;
    expect(String(sandboxHeaders["content-security-policy"])).not.toContain("paypal");
    expect(sandboxHeaders["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("serves no sandbox", async () => {
    expect(
      (await live.app.inject({ method: "GET", url: "/__sandbox/paypal/sdk/js" })).headers["content-type"],
    ).not.toContain("javascript");
    expect(
      (await sandbox.app.inject({ method: "GET", url: "/__sandbox/paypal/sdk/js" })).headers["content-type"],
    ).toContain("javascript");
    const token = await live.app.inject({
      method: "POST",
      url: "/__sandbox/paypal/v1/oauth2/token",
      payload: "grant_type=client_credentials",
    });
    expect(token.statusCode).toBe(404);
  });

  it("refuses webhooks whose certificate is not on a PayPal host", async () => {
    const res = await live.app.inject({
      method: "POST",
      url: "/api/paypal/webhook",
      headers: {
        "content-type": "application/json",
        "paypal-transmission-id": "tx",
        "paypal-transmission-time": "2026-11-22T10:00:00Z",
        "paypal-transmission-sig": "c2ln",
        "paypal-cert-url": "http://api.paypal.com/v1/notifications/certs/CERT-1",
        "paypal-auth-algo": "SHA256withRSA",
      },
      payload: JSON.stringify({ id: "WH-1", event_type: "PAYMENT.SALE.COMPLETED", resource: {} }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Ungültige Signatur." });
  });
});
