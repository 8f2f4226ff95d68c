// The sandbox's memory: what a PayPal merchant account would hold. Per app instance, lost on
// restart (the portal re-creates its plan when it finds it gone).

export interface Money {
  value: string;
  currency_code: string;
}

export interface BillingCycle {
  frequency: { interval_unit: "DAY" | "WEEK" | "MONTH" | "YEAR"; interval_count: number };
  tenure_type: "TRIAL" | "REGULAR";
  sequence: number;
  total_cycles: number;
  pricing_scheme?: { fixed_price?: Money };
}

export interface SandboxProduct {
  id: string;
  name: string;
  type: string;
  description?: string;
  create_time: string;
}

export interface SandboxPlan {
  id: string;
  product_id: string;
  name: string;
  description?: string;
  status: "CREATED" | "ACTIVE" | "INACTIVE";
  billing_cycles: BillingCycle[];
  payment_preferences: Record<string, unknown>;
  create_time: string;
}

export interface SandboxSale {
  id: string;
  amount: Money;
  time: string;
}

/** What the buyer did on the approval page (read by the SDK stand-in's polling). */
export type BuyerDecision = "pending" | "approved" | "cancelled";

export interface SandboxPayer {
  payer_id: string;
  email_address: string;
  name: { given_name: string; surname: string };
}

export interface SandboxSubscription {
  id: string;
  plan_id: string;
  status: "APPROVAL_PENDING" | "APPROVED" | "ACTIVE" | "SUSPENDED" | "CANCELLED" | "EXPIRED";
  custom_id?: string;
  baToken: string;
  ecToken: string;
  returnUrl: string;
  cancelUrl: string;
  brandName?: string;
  /** Set by the create request, or at approval when the request named none. */
  requestedStart?: string;
  start_time: string;
  create_time: string;
  update_time: string;
  status_update_time: string;
  status_change_note?: string;
  subscriber?: SandboxPayer;
  /** Cycles billed per billing-cycle sequence number. */
  cyclesCompleted: Record<number, number>;
  next_billing_time: string | null;
  sales: SandboxSale[];
  /** How often the merchant asked to cancel it (tests check "exactly once"). */
  cancelRequests: number;
  decision: BuyerDecision;
  /** True once the approval's webhooks went out: only then does the SDK report approval. */
  settled: boolean;
}

export interface SandboxRefund {
  id: string;
  amount: Money;
  status: "COMPLETED";
  create_time: string;
}

export interface SandboxCapture {
  id: string;
  status: "COMPLETED" | "PARTIALLY_REFUNDED" | "REFUNDED" | "REVERSED";
  amount: Money;
  custom_id?: string;
  create_time: string;
  refunds?: SandboxRefund[];
}

export interface SandboxOrder {
  id: string;
  intent: "CAPTURE" | "AUTHORIZE";
  status: "CREATED" | "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED" | "VOIDED";
  purchase_units: {
    reference_id: string;
    custom_id?: string;
    invoice_id?: string;
    description?: string;
    amount: Money;
  }[];
  usesPaymentSource: boolean;
  returnUrl?: string;
  cancelUrl?: string;
  brandName?: string;
  payer?: SandboxPayer;
  captures: SandboxCapture[];
  /** The buyer chose "approve, but the payment method is declined" on the approval page. */
  declineCapture?: boolean;
  create_time: string;
  update_time: string;
  decision: BuyerDecision;
  settled: boolean;
}

export interface StoredResponse {
  status: number;
  body: unknown;
}

export function createSandboxState() {
  return {
    tokens: new Map<string, number>(),
    tokensIssued: 0,
    products: new Map<string, SandboxProduct>(),
    plans: new Map<string, SandboxPlan>(),
    subscriptions: new Map<string, SandboxSubscription>(),
    orders: new Map<string, SandboxOrder>(),
    /** PayPal-Request-Id replay: "<operation>|<key>" -> the first response. */
    idempotency: new Map<string, StoredResponse>(),
    /** The order holding a capture, and the capture. */
    captureById(id: string): { order: SandboxOrder; capture: SandboxCapture } | undefined {
      for (const order of this.orders.values()) {
        const capture = order.captures.find((c) => c.id === id);
        if (capture) return { order, capture };
      }
      return undefined;
    },
    subscriptionByBaToken(token: string): SandboxSubscription | undefined {
      for (const sub of this.subscriptions.values()) if (sub.baToken === token) return sub;
      return undefined;
    },
  };
}

export type SandboxState = ReturnType<typeof createSandboxState>;
