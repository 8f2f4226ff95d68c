import { expect } from "vitest";
import { approvalDecision, subscriptionRequest } from "../../scripts/lib/payment-sandbox.ts";
import { createUser, type CreatedUser } from "../../src/server/db/seed/factories.ts";
import { createAgent, type Agent } from "./agent.ts";
import type { ListeningTestApp } from "./listening-app.ts";

// Helpers for tests that go through the PayPal sandbox over real HTTP (createListeningTestApp).

export { subscriptionRequest };

export async function login(agent: Agent, user: { phone: string; password: string }): Promise<void> {
  const res = await agent.post("/api/auth/login", { identifier: user.phone, password: user.password });
  expect(res.statusCode).toBe(200);
}

/** A new user, logged in through an agent that reaches the app from its own origin. */
export async function loggedInUser(t: ListeningTestApp): Promise<{ user: CreatedUser; agent: Agent }> {
  const user = await createUser(t.database.handle.db);
  const agent = createAgent(t.app, { origin: t.origin });
  await login(agent, user);
  return { user, agent };
}

/** The id of the first refund the PayPal emulator at `origin` holds for the order. */
export async function refundIdOf(origin: string, orderId: string): Promise<string> {
  const remote = await fetch(`${origin}/__sandbox/paypal/tools/orders/${orderId}`);
  const { order } = (await remote.json()) as {
    order: { purchase_units: { payments?: { refunds?: { id: string }[] } }[] };
  };
  const refundId = order.purchase_units[0]?.payments?.refunds?.[0]?.id ?? "";
  expect(refundId).not.toBe("");
  return refundId;
}

/** PayPal's webhook event `eventId` for the completed refund of `value` euros, linked up to its capture. */
export function refundEvent(
  origin: string,
  eventId: string,
  refund: { refundId: string; captureId: string; value: string },
) {
  return {
    id: eventId,
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: "refund",
    event_type: "PAYMENT.CAPTURE.REFUNDED",
    resource: {
      id: refund.refundId,
      status: "COMPLETED",
      amount: { value: refund.value, currency_code: "EUR" },
      links: [
        { href: `${origin}/__sandbox/paypal/v2/payments/captures/${refund.captureId}`, rel: "up", method: "GET" },
      ],
    },
  };
}

/** POST /paypal/subscription; returns the PayPal subscription id and the approval link. */
export async function startSubscription(agent: Agent, userId: number): Promise<{ id: string; approvalUrl: string }> {
  const res = await agent.post("/paypal/subscription", subscriptionRequest(userId));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; approvalUrl: string }>();
}

/**
 * Plays the buyer: opens the approval page like a browser and presses one of its buttons.
 * Returns the address PayPal sends the browser back to.
 */
export async function decideInSandbox(approvalUrl: string, decision: "approve" | "cancel"): Promise<URL> {
  const page = await fetch(approvalUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("PayPal-Sandbox (Testmodus)");
  const approval = approvalDecision(html, approvalUrl, decision);
  expect(approval, "the approval page has no form").toBeDefined();
  const response = await fetch(approval?.url ?? "", { method: "POST", body: approval?.form, redirect: "manual" });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "");
}

export interface SignedDelivery {
  headers: Record<string, string>;
  body: string;
}

/** A webhook delivery signed by the sandbox, not sent: the test sends (or tampers with) it. */
export async function signWebhook(origin: string, event: Record<string, unknown>): Promise<SignedDelivery> {
  const res = await fetch(`${origin}/__sandbox/paypal/tools/sign-webhook`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ event }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as SignedDelivery;
}

export function deliverWebhook(origin: string, delivery: SignedDelivery): Promise<Response> {
  return fetch(`${origin}/api/paypal/webhook`, { method: "POST", headers: delivery.headers, body: delivery.body });
}

export interface SandboxSubscriptionView {
  subscription: {
    status: string;
    plan_id: string;
    start_time: string;
    custom_id?: string;
    status_change_note?: string;
    billing_info?: { next_billing_time?: string };
  };
  sales: { id: string; amount: { value: string }; time: string }[];
  cancelRequests: number;
}

export async function sandboxSubscription(origin: string, id: string): Promise<SandboxSubscriptionView> {
  const res = await fetch(`${origin}/__sandbox/paypal/tools/subscriptions/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SandboxSubscriptionView;
}

export async function advanceClock(origin: string, by: { days?: number; hours?: number }): Promise<string> {
  const res = await fetch(`${origin}/__sandbox/clock/advance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(by),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { now: string }).now;
}

/** The sandbox clock's time. */
export async function sandboxNow(origin: string): Promise<Date> {
  const res = await fetch(`${origin}/__sandbox/clock`);
  return new Date(((await res.json()) as { now: string }).now);
}

/** Moves the sandbox clock to `target` (it only moves forward). */
export async function advanceClockTo(origin: string, target: Date): Promise<void> {
  const ms = target.getTime() - (await sandboxNow(origin)).getTime();
  if (ms > 0) await advanceClock(origin, { hours: ms / (60 * 60 * 1000) });
}

/** A PAYMENT.SALE.COMPLETED event as PayPal sends it for a subscription's payment. */
export function saleEvent(subscriptionId: string, options: { saleId: string; total: string; time: string }) {
  return {
    id: `WH-TEST-${options.saleId}`,
    event_version: "1.0",
    create_time: options.time,
    resource_type: "sale",
    event_type: "PAYMENT.SALE.COMPLETED",
    summary: `Payment completed for EUR ${options.total} EUR`,
    resource: {
      id: options.saleId,
      state: "completed",
      amount: { total: options.total, currency: "EUR", details: { subtotal: options.total } },
      billing_agreement_id: subscriptionId,
      create_time: options.time,
      update_time: options.time,
    },
  };
}

/**
 * Plays the buyer ending the subscription in the PayPal account (or PayPal suspending it):
 * the sandbox changes its status and sends the webhook, without the portal asking for it.
 */
export async function endAtPaypal(origin: string, id: string, action: "cancel" | "suspend"): Promise<void> {
  const auth = Buffer.from("sandbox-client-id:sandbox-client-secret").toString("base64");
  const tokenRes = await fetch(`${origin}/__sandbox/paypal/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${auth}`, "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  expect(tokenRes.status).toBe(200);
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };
  const res = await fetch(`${origin}/__sandbox/paypal/v1/billing/subscriptions/${id}/${action}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ reason: "Vom Käufer im PayPal-Konto beendet" }),
  });
  expect(res.status).toBe(204);
}
