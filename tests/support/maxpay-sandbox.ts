import { expect } from "vitest";
import { callbackSignature } from "../../src/protocols/maxpay.ts";
import type { CardPaymentSession } from "../../src/shared/schemas/card-payments.ts";
import {
  cardForm,
  cardRequest,
  cards,
  checkoutOf,
  type CardEntry,
  type FormPost,
} from "../../scripts/lib/payment-sandbox.ts";
import { createAdmin } from "../../src/server/db/seed/factories.ts";
import { createAgent, type Agent } from "./agent.ts";
import { createListeningTestApp, type ListeningTestApp } from "./listening-app.ts";
import { login } from "./paypal-sandbox.ts";

// Helpers for tests that go through the Maxpay sandbox over real HTTP (createListeningTestApp).

export { cardRequest, cards };

/** The sandbox's stand-in private key (config.ts): what a callback from the sandbox is signed with. */
export const sandboxPrivateKey = "skTest_sandbox";

/** Switches card payments on or off through the admin endpoint. */
export async function setCardPayments(admin: Agent, enabled: boolean): Promise<void> {
  const res = await admin.post("/api/admin/settings/maxpay", { enabled });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ enabled });
}

export interface CardPaymentTestApp extends ListeningTestApp {
  /** The administrator who switched card payments on, logged in. */
  admin: Agent;
}

/** The portal listening on a port (listening-app.ts), card payments switched on by an administrator. */
export async function createCardPaymentTestApp(): Promise<CardPaymentTestApp> {
  const t = await createListeningTestApp();
  const admin = createAgent(t.app, { origin: t.origin });
  await login(admin, await createAdmin(t.database.handle.db));
  await setCardPayments(admin, true);
  return { ...t, admin };
}

/** The rows a card payment leaves: its order, the user's payments and subscriptions. */
export function cardPaymentRows(db: () => ListeningTestApp["database"]["handle"]["db"]) {
  return {
    orderOf: (ref: string) =>
      db().selectFrom("card_orders").selectAll().where("order_reference", "=", ref).executeTakeFirstOrThrow(),
    paymentsOf: (userId: number) =>
      db().selectFrom("payments").selectAll().where("user_id", "=", userId).orderBy("id").execute(),
    subscriptionsOf: (userId: number) =>
      db().selectFrom("subscriptions").selectAll().where("user_id", "=", userId).execute(),
  };
}

export async function createCardSession(agent: Agent, userId: number): Promise<CardPaymentSession> {
  const res = await agent.post("/api/maxpay/create", cardRequest(userId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CardPaymentSession>();
}

export interface PagePost {
  status: number;
  location: string | null;
  html: string;
}

async function post({ url, form }: FormPost): Promise<PagePost> {
  const response = await fetch(url, { method: "POST", body: form, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** Posts the session's hidden fields to the payment page, as the browser's form does. */
export async function openPaymentPage(session: CardPaymentSession): Promise<{ html: string; checkout: string }> {
  const page = await post({ url: session.paymentUrl, form: new URLSearchParams(session.sessionData) });
  expect(page.status, page.html).toBe(200);
  expect(page.html).toContain("Maxpay-Sandbox (Testmodus)");
  const checkout = checkoutOf(page.html);
  expect(checkout).toBeDefined();
  return { html: page.html, checkout: checkout ?? "" };
}

export function submitCardForm(paymentUrl: string, checkout: string, card: CardEntry): Promise<PagePost> {
  return post(cardForm(paymentUrl, checkout, card));
}

/** The whole buyer's trip: payment page, card form, back to the portal. */
export async function payWithCard(session: CardPaymentSession, cardNumber: string): Promise<URL> {
  const { checkout } = await openPaymentPage(session);
  const result = await submitCardForm(session.paymentUrl, checkout, { cardNumber });
  expect(result.status, result.html).toBe(303);
  return new URL(result.location ?? "");
}

/** Sends a callback as Maxpay would; `signature` overrides the correct X-Signature. */
/** A successful sale's callback body as Maxpay sends it for a session's trial payment of 1 EUR. */
export function saleCallbackBody(transactionId: string | null, orderReference: string, userId: number): string {
  return JSON.stringify({
    transactionId,
    uniqueTransactionId: orderReference,
    uniqueUserId: String(userId),
    totalAmount: 1,
    currency: "EUR",
    transactionType: "SALE",
    status: "success",
    code: 0,
    customParameters: { custom_order_reference: orderReference },
  });
}

export function sendCallback(origin: string, body: string, signature?: string): Promise<Response> {
  return fetch(`${origin}/api/maxpay/callback`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-signature": signature ?? callbackSignature(body, sandboxPrivateKey),
    },
    body,
  });
}

export interface SandboxCardSubscription {
  transactionId: string;
  uniqueUserId: string;
  status: "active" | "cancelled";
  nextBillingAt: string;
  charges: { id: string; amount: number }[];
  cancelRequests: number;
}

export async function sandboxCardSubscription(origin: string, transactionId: string): Promise<SandboxCardSubscription> {
  const res = await fetch(`${origin}/__sandbox/maxpay/tools/subscriptions/${encodeURIComponent(transactionId)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SandboxCardSubscription;
}
