import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPaymentSession } from "../../../../src/server/modules/providers/maxpay/payment-session.ts";
import { productionEnv } from "../../../support/production-env.ts";
import { createTestApp, testOrigin, type TestApp } from "../../../support/test-app.ts";

// The emulators send the buyer back only to the portal's own origin: their credentials are
// public (also on a staging site with PAYMENT_SANDBOX=1), so a return address elsewhere would
// make the portal's origin an open redirect for anyone who creates a payment.

const foreignAddresses = [
  "https://evil.example/steal",
  "http://portal.test.evil.example/credits",
  "http://portal.test@evil.example/credits",
  "https://portal.test/credits",
  "http://portal.test:8080/credits",
  "javascript:alert(1)",
];
const own = (path: string) => `${testOrigin}${path}`;

const basicAuth = `Basic ${Buffer.from("sandbox-client-id:sandbox-client-secret").toString("base64")}`;

async function bearer(t: TestApp): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/__sandbox/paypal/v1/oauth2/token",
    headers: { authorization: basicAuth, "content-type": "application/x-www-form-urlencoded" },
    payload: "grant_type=client_credentials",
  });
  return `Bearer ${res.json<{ access_token: string }>().access_token}`;
}

const purchaseUnits = [{ amount: { currency_code: "EUR", value: "9.99" } }];

describe.each([
  ["outside production", {}],
  ["in production with PAYMENT_SANDBOX=1", productionEnv],
])("the emulators' return addresses %s", (_label, env) => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp(env);
    authorization = await bearer(t);
  });
  afterAll(() => t.close());

  const paypal = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: `/__sandbox/paypal${url}`, headers: { authorization }, payload });

  const order = (experience: Record<string, string>) =>
    paypal("/v2/checkout/orders", {
      intent: "CAPTURE",
      purchase_units: purchaseUnits,
      payment_source: { paypal: { experience_context: experience } },
    });

  it("PayPal refuses an order whose return or cancel address is elsewhere, as PayPal refuses a bad field", async () => {
    for (const address of foreignAddresses) {
      for (const [field, experience] of [
        ["return_url", { return_url: address, cancel_url: own("/credits") }],
        ["cancel_url", { return_url: own("/credits"), cancel_url: address }],
      ] as const) {
        const res = await order(experience);
        expect([400, 422], `${field} ${address}`).toContain(res.statusCode);
        const body = res.json<{ name: string; details: Array<{ issue: string; field: string }> }>();
        expect(body.details[0]?.issue, address).toBe("INVALID_PARAMETER_VALUE");
        if (res.statusCode === 422) {
          expect(body).toMatchObject({
            name: "UNPROCESSABLE_ENTITY",
            details: [{ field: `/payment_source/paypal/experience_context/${field}` }],
          });
        }
      }
    }
    const legacy = await paypal("/v2/checkout/orders", {
      intent: "CAPTURE",
      purchase_units: purchaseUnits,
      application_context: { return_url: "https://evil.example/", cancel_url: own("/credits") },
    });
    expect(legacy.statusCode).toBe(422);
    expect(legacy.json()).toMatchObject({ details: [{ field: "/application_context/return_url" }] });
  });

  it("PayPal takes an order that returns to the portal and sends the buyer back there", async () => {
    const res = await order({ return_url: own("/credits?paypal_return=1"), cancel_url: own("/credits") });
    expect(res.statusCode, res.body).toBe(201);
    const approve = await t.app.inject({
      method: "POST",
      url: "/__sandbox/paypal/checkoutnow",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token: res.json<{ id: string }>().id, decision: "approve" }).toString(),
    });
    expect(approve.statusCode).toBe(303);
    expect(new URL(String(approve.headers.location)).origin).toBe(testOrigin);
  });

  it("PayPal refuses a subscription whose return or cancel address is elsewhere, before looking at the plan", async () => {
    const subscription = (context: Record<string, string>) =>
      paypal("/v1/billing/subscriptions", { plan_id: "P-UNBEKANNT", application_context: context });
    const foreign = await subscription({ return_url: "https://evil.example/", cancel_url: "https://evil.example/x" });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      name: "UNPROCESSABLE_ENTITY",
      details: [
        { issue: "INVALID_PARAMETER_VALUE", field: "/application_context/return_url" },
        { issue: "INVALID_PARAMETER_VALUE", field: "/application_context/cancel_url" },
      ],
    });
    // Own addresses pass this check; the unknown plan is what is refused then.
    const ownAddresses = await subscription({ return_url: own("/subscription/success"), cancel_url: own("/") });
    expect(ownAddresses.statusCode).toBe(404);
  });

  const hpp = (returnTo: { success: string; decline: string; back: string }) => {
    const session = buildPaymentSession({
      publicKey: "pkTest_sandbox",
      privateKey: "skTest_sandbox",
      paymentUrl: `${testOrigin}/__sandbox/maxpay/hpp`,
      sandbox: true,
      publicOrigin: testOrigin,
      userId: 7,
      email: null,
      orderReference: "mp_return_addresses",
      purpose: "test",
      returnTo,
    });
    return t.app.inject({
      method: "POST",
      url: "/__sandbox/maxpay/hpp",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(session.sessionData).toString(),
    });
  };
  const ownReturn = { success: own("/admin"), decline: own("/admin"), back: own("/admin") };

  it("Maxpay refuses a signed payment form whose success, decline or back address is elsewhere", async () => {
    for (const address of foreignAddresses.filter((a) => a.startsWith("http"))) {
      for (const [field, returnTo] of [
        ["success_url", { ...ownReturn, success: address }],
        ["decline_url", { ...ownReturn, decline: address }],
        ["backUrl", { ...ownReturn, back: address }],
      ] as const) {
        const res = await hpp(returnTo);
        expect(res.statusCode, `${field} ${address}`).toBe(400);
        expect(res.headers["content-type"]).toContain("text/html");
        expect(res.body).toContain(`Die Rücksprungadresse (${field}) gehört nicht zur Website des Händlers.`);
        expect(res.body).not.toContain('name="checkout"');
      }
    }
  });

  it("Maxpay shows the payment page for a form that returns to the portal", async () => {
    const res = await hpp(ownReturn);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('name="checkout"');
  });
});
