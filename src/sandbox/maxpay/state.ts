import { randomBytes, randomInt } from "node:crypto";
import type { SandboxProduct } from "./products.ts";

// What the Maxpay sandbox remembers, in memory: open payment pages, transactions and the
// subscriptions it bills as the sandbox clock advances.

export interface Checkout {
  id: string;
  uniqueUserId: string;
  uniqueTransactionId: string | null;
  email: string | null;
  product: SandboxProduct;
  customParameters: Record<string, string>;
  successUrl: string | null;
  declineUrl: string | null;
  backUrl: string | null;
  status: "open" | "done";
}

export interface Transaction {
  id: string;
  reference: string;
  uniqueUserId: string;
  amountCents: number;
  currency: string;
  status: "success" | "decline" | "refunded";
  refundedCents: number;
  customParameters: Record<string, string>;
}

export interface SandboxSubscription {
  /** The first transaction: Maxpay's cancel API names a subscription by it. */
  transactionId: string;
  uniqueUserId: string;
  billToken: string;
  product: SandboxProduct;
  customParameters: Record<string, string>;
  email: string | null;
  nextBillingAt: Date;
  status: "active" | "cancelled";
  charges: string[];
  cancelRequests: number;
}

// Shaped like Maxpay's own ids ("hpp1465480732.893mId1274aId0"), so logs look familiar.
export const maxpayIds = {
  checkout: () => `chk_${randomBytes(12).toString("hex")}`,
  transaction: (now: Date) =>
    `hpp${Math.floor(now.getTime() / 1000)}.${String(randomInt(0, 1000)).padStart(3, "0")}mId${randomInt(1000, 10000)}aId${randomInt(0, 1_000_000)}`,
  reference: () => `MXP${randomBytes(8).toString("hex").toUpperCase()}`,
  billToken: () => `bt_${randomBytes(16).toString("hex")}`,
};

export function createSandboxState() {
  const subscriptions = new Map<string, SandboxSubscription>();
  return {
    checkouts: new Map<string, Checkout>(),
    transactions: new Map<string, Transaction>(),
    subscriptions,
    subscriptionByBillToken: (token: string): SandboxSubscription | undefined =>
      [...subscriptions.values()].find((s) => s.billToken === token),
  };
}

export type MaxpaySandboxState = ReturnType<typeof createSandboxState>;
