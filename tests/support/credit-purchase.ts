import { expect } from "vitest";
import type { CreditProcessReturnResponse, CreditPurchaseResponse } from "../../src/shared/schemas/credits.ts";
import type { Agent } from "./agent.ts";
import type { ListeningTestApp } from "./listening-app.ts";
import { decideInSandbox } from "./paypal-sandbox.ts";

// Buying credit packages through the PayPal sandbox over real HTTP (createListeningTestApp).

/** POST /api/credits/purchase/paypal; returns the order id and the buyer's approval link. */
export async function startCreditPurchase(
  agent: Agent,
  packageId: string,
): Promise<{ orderId: string; approvalUrl: string }> {
  const res = await agent.post("/api/credits/purchase/paypal", { packageId, earlyStartConsent: true });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<CreditPurchaseResponse>();
  const approval = body.links.find((l) => l.rel === "payer-action" || l.rel === "approve");
  expect(approval).toBeDefined();
  return { orderId: body.orderId, approvalUrl: approval?.href ?? "" };
}

/** Starts a purchase and approves it at the sandbox as the buyer; returns where PayPal sends the browser. */
export async function buyAndApprove(agent: Agent, packageId: string): Promise<{ orderId: string; back: URL }> {
  const { orderId, approvalUrl } = await startCreditPurchase(agent, packageId);
  const back = await decideInSandbox(approvalUrl, "approve");
  return { orderId, back };
}

export function processReturn(agent: Agent, token: string, extra: { payerId?: string; mock?: string } = {}) {
  return agent.post(
    "/api/credits/paypal/process-return",
    { token, ...(extra.payerId ? { PayerID: extra.payerId } : {}) },
    extra.mock ? { headers: { "paypal-mock-response": extra.mock } } : {},
  );
}

export async function returned(agent: Agent, token: string): Promise<CreditProcessReturnResponse> {
  const res = await processReturn(agent, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CreditProcessReturnResponse>();
}

export async function balanceOf(agent: Agent): Promise<number> {
  const res = await agent.get("/api/credits/balance");
  expect(res.statusCode).toBe(200);
  return res.json<{ balance: number }>().balance;
}

async function tool(origin: string, path: string, body?: object): Promise<Response> {
  return fetch(`${origin}/__sandbox/paypal/tools/${path}`, {
    method: body === undefined ? "GET" : "POST",
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
}

/** Holds the sandbox's webhooks back (a late delivery), and lets them go again. */
export async function pauseWebhooks(origin: string): Promise<void> {
  expect((await tool(origin, "webhooks/pause", {})).status).toBe(200);
}
export async function resumeWebhooks(origin: string): Promise<void> {
  expect((await tool(origin, "webhooks/resume", {})).status).toBe(200);
}
/** Waits until every webhook the sandbox queued has been delivered. */
export async function flushWebhooks(origin: string): Promise<void> {
  expect((await tool(origin, "webhooks/flush", {})).status).toBe(200);
}

export interface SandboxOrderView {
  status: string;
  purchase_units: { amount: { value: string }; payments?: { captures: { id: string; status: string }[] } }[];
}

export async function sandboxOrder(origin: string, id: string): Promise<SandboxOrderView> {
  const res = await tool(origin, `orders/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { order: SandboxOrderView }).order;
}

/** The merchant refunds a capture in PayPal (all, or `amount` like "12.50"), or the bank reverses it. */
export async function refundAtPaypal(
  origin: string,
  captureId: string,
  options: { amount?: string; reverse?: boolean } = {},
): Promise<void> {
  const res = await tool(
    origin,
    `captures/${captureId}/${options.reverse ? "reverse" : "refund"}`,
    options.amount ? { amount: options.amount } : {},
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * Captures an order at the emulator as the portal's own call would (same PayPal-Request-Id),
 * standing in for a portal process that died right after PayPal answered.
 */
export async function captureAtPaypal(origin: string, orderId: string, requestId = `capture-${orderId}`) {
  const auth = Buffer.from("sandbox-client-id:sandbox-client-secret").toString("base64");
  const tokenRes = await fetch(`${origin}/__sandbox/paypal/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${auth}`, "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };
  const res = await fetch(`${origin}/__sandbox/paypal/v2/checkout/orders/${orderId}/capture`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "paypal-request-id": requestId },
    body: "{}",
  });
  expect(res.status).toBe(201);
}

/** The order's row in the portal's database. */
export function creditOrderOf(t: ListeningTestApp, orderId: string) {
  return t.database.handle.db
    .selectFrom("credit_orders")
    .selectAll()
    .where("order_id", "=", orderId)
    .executeTakeFirstOrThrow();
}

/** Buys a package, returns from PayPal and lets its webhooks arrive: the order and its capture. */
export async function buyCaptured(
  t: ListeningTestApp,
  agent: Agent,
  packageId: string,
): Promise<{ orderId: string; captureId: string }> {
  const { orderId } = await buyAndApprove(agent, packageId);
  expect((await returned(agent, orderId)).success).toBe(true);
  await flushWebhooks(t.origin);
  return { orderId, captureId: (await creditOrderOf(t, orderId)).capture_id ?? "" };
}
