import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPaypalClient,
  type PaypalClient,
} from "../../../../src/server/modules/providers/paypal/paypal-client.ts";
import { PaypalApiError } from "../../../../src/server/modules/providers/paypal/paypal-errors.ts";
import { createSettingsRepo } from "../../../../src/server/modules/settings/repo.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../../support/listening-app.ts";
import { decideInSandbox } from "../../../support/paypal-sandbox.ts";

// The PayPal client against the sandbox over HTTP: Orders v2 (for credit packages) and the
// plan bootstrap. The credit purchase endpoints build on these calls.

let t: ListeningTestApp;
let paypal: PaypalClient;
beforeAll(async () => {
  t = await createListeningTestApp();
  paypal = clientFor(t);
});
afterAll(() => t.close());

function clientFor(app: ListeningTestApp): PaypalClient {
  const settings = app.config.payments.paypal;
  if (!settings) throw new Error("PayPal is not configured");
  return createPaypalClient({
    ...settings,
    publicOrigin: app.origin,
    brandName: "Sternenruf",
    settings: createSettingsRepo(app.database.handle.db),
    log: app.app.log,
  });
}

const order = (overrides: Record<string, unknown> = {}) => ({
  amountCents: 999,
  currency: "EUR",
  description: "Cosmos Credits 100",
  customId: "credits-42",
  returnUrl: `${t.origin}/credits?paypal_return=1`,
  cancelUrl: `${t.origin}/credits?paypal_cancel=1`,
  ...overrides,
});

async function failureOf(promise: Promise<unknown>): Promise<PaypalApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaypalApiError);
  return error as PaypalApiError;
}

describe("PayPal Orders v2 through the sandbox", () => {
  it("creates, is approved by the buyer, captures once", async () => {
    const created = await paypal.createOrder(order());
    expect(created.status).toBe("PAYER_ACTION_REQUIRED");
    expect(created.approvalUrl).toBe(`${t.origin}/__sandbox/paypal/checkoutnow?token=${created.id}`);

    const early = await failureOf(paypal.captureOrder(created.id));
    expect(early).toMatchObject({ status: 422, issue: "ORDER_NOT_APPROVED" });

    const back = await decideInSandbox(created.approvalUrl, "approve");
    expect(back.searchParams.get("paypal_return")).toBe("1");
    expect(back.searchParams.get("token")).toBe(created.id);
    expect(back.searchParams.get("PayerID")).toMatch(/^[A-Z0-9]{13}$/);

    const captured = await paypal.captureOrder(created.id);
    expect(captured.status).toBe("COMPLETED");
    const capture = captured.purchase_units[0]?.payments?.captures[0];
    expect(capture).toMatchObject({
      status: "COMPLETED",
      amount: { value: "9.99", currency_code: "EUR" },
      custom_id: "credits-42",
    });
    // A retried capture carries the same request id and gets the first answer, not a second charge.
    const again = await paypal.captureOrder(created.id);
    expect(again.purchase_units[0]?.payments?.captures).toEqual([capture]);
    expect((await paypal.getOrder(created.id)).status).toBe("COMPLETED");
  });

  it("replays a create with the same PayPal-Request-Id and honours PayPal-Mock-Response", async () => {
    const first = await paypal.createOrder(order({ requestId: "order-fixed-1" }));
    const second = await paypal.createOrder(order({ requestId: "order-fixed-1", amountCents: 1 }));
    expect(second.id).toBe(first.id);

    const declined = await paypal.createOrder(order());
    await decideInSandbox(declined.approvalUrl, "approve");
    const failure = await failureOf(
      paypal.captureOrder(declined.id, {
        mockResponse: JSON.stringify({ mock_application_codes: "INSTRUMENT_DECLINED" }),
      }),
    );
    expect(failure).toMatchObject({ status: 422, issue: "INSTRUMENT_DECLINED" });
    expect((await paypal.getOrder(declined.id)).status).toBe("APPROVED");

    const refused = await failureOf(
      paypal.createOrder(order({ mockResponse: JSON.stringify({ mock_application_codes: "TRANSACTION_REFUSED" }) })),
    );
    expect(refused).toMatchObject({ status: 422, issue: "TRANSACTION_REFUSED" });
  });

  it("sends a buyer who cancels to the cancel address", async () => {
    const created = await paypal.createOrder(order());
    const back = await decideInSandbox(created.approvalUrl, "cancel");
    expect(back.searchParams.get("paypal_cancel")).toBe("1");
    expect(back.searchParams.get("token")).toBe(created.id);
  });
});

describe("the PayPal plan", () => {
  it("is created again when the stored one is gone (the sandbox forgets on restart)", async () => {
    const settings = createSettingsRepo(t.database.handle.db);
    await settings.set("paypal_plan_id", "P-GONE000000000000000000000");
    const planId = await clientFor(t).planId();
    expect(planId).toMatch(/^P-/);
    expect(planId).not.toBe("P-GONE000000000000000000000");
    expect(await settings.get("paypal_plan_id")).toBe(planId);
    // Another process finds it stored and usable.
    expect(await clientFor(t).planId()).toBe(planId);
  });
});

describe("the PayPal access token", () => {
  const tokensIssued = async () =>
    ((await (await fetch(`${t.origin}/__sandbox/paypal/tools/stats`)).json()) as { tokensIssued: number }).tokensIssued;

  it("is fetched once and reused, and fetched again when PayPal no longer accepts it", async () => {
    const client = clientFor(t);
    const before = await tokensIssued();
    await Promise.all([client.createOrder(order()), client.createOrder(order()), client.planId()]);
    await client.createOrder(order());
    expect(await tokensIssued()).toBe(before + 1);

    expect((await fetch(`${t.origin}/__sandbox/paypal/tools/revoke-tokens`, { method: "POST" })).status).toBe(200);
    const created = await client.createOrder(order());
    expect(created.status).toBe("PAYER_ACTION_REQUIRED");
    expect(await tokensIssued()).toBe(before + 2);
  });

  it("is refused to wrong client credentials, which the client reports as a PayPal error", async () => {
    const settings = t.config.payments.paypal;
    if (!settings) throw new Error("PayPal is not configured");
    const wrong = createPaypalClient({
      ...settings,
      clientSecret: "falsch",
      publicOrigin: t.origin,
      brandName: "Sternenruf",
      settings: createSettingsRepo(t.database.handle.db),
      log: t.app.log,
    });
    expect(await failureOf(wrong.getOrder("X"))).toMatchObject({ status: 401, errorName: "invalid_client" });
  });
});
