import type { CardPaymentSession } from "../../../shared/schemas/card-payments.ts";
import { readStorage, removeStorage, storageKeys, writeStorage } from "../../lib/storage-keys.ts";

// What a purchase leaves in localStorage while the buyer is away at the provider: the PayPal
// subscription in progress, the card order and its payment session.

export interface PendingSubscription {
  planId: string;
  subscriptionCreatedAt: string;
  /** The approval address the buyer was sent to. */
  redirectedTo: string;
}

export interface PendingCardSubscription {
  orderReference: string;
  planId: string;
  timestamp: string;
}

function readJson(key: (typeof storageKeys)[keyof typeof storageKeys]): unknown {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function storePendingSubscription(pending: PendingSubscription): void {
  writeStorage(storageKeys.pendingSubscription, JSON.stringify(pending));
}

export function storePendingCardSubscription(pending: PendingCardSubscription): void {
  writeStorage(storageKeys.pendingCardSubscription, JSON.stringify(pending));
}

export function readPendingCardSubscription(): PendingCardSubscription | null {
  const value = readJson(storageKeys.pendingCardSubscription);
  if (!isRecord(value)) return null;
  const { orderReference, planId, timestamp } = value;
  if (typeof orderReference !== "string" || !orderReference) return null;
  return {
    orderReference,
    planId: typeof planId === "string" ? planId : "premium",
    timestamp: typeof timestamp === "string" ? timestamp : "",
  };
}

export function storeCardSession(session: CardPaymentSession): void {
  writeStorage(storageKeys.cardSession, JSON.stringify(session));
}

// The session is posted as a form to its paymentUrl, so only a web address may stand there;
// anything else in storage (a javascript: URL, a half-written value) is treated as missing.
function isWebAddress(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export function readCardSession(): CardPaymentSession | null {
  const value = readJson(storageKeys.cardSession);
  if (!isRecord(value) || !isWebAddress(value.paymentUrl) || !isRecord(value.sessionData)) return null;
  const sessionData: Record<string, string> = {};
  for (const [name, field] of Object.entries(value.sessionData)) {
    if (typeof field === "string" || typeof field === "number") sessionData[name] = String(field);
  }
  return {
    paymentUrl: value.paymentUrl,
    sessionData,
    sandboxUrl: typeof value.sandboxUrl === "string" ? value.sandboxUrl : null,
    orderReference: typeof value.orderReference === "string" ? value.orderReference : "",
  };
}

/** After a purchase ends either way, nothing of it may be picked up again later. */
export function clearPendingPayments(): void {
  removeStorage(storageKeys.pendingSubscription);
  removeStorage(storageKeys.pendingCardSubscription);
  removeStorage(storageKeys.cardSession);
}
