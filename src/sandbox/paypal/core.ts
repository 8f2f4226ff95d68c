import type { Clock } from "../../server/lib/clock.ts";
import { billCycle } from "./billing.ts";
import { sandboxIds } from "./ids.ts";
import { orderJson, refundJson, subscriptionJson } from "./representations.ts";
import type {
  SandboxCapture,
  SandboxOrder,
  SandboxPayer,
  SandboxSale,
  SandboxState,
  SandboxSubscription,
} from "./state.ts";
import type { SandboxWebhooks } from "./webhooks.ts";

interface Deps {
  state: SandboxState;
  webhooks: SandboxWebhooks;
  clock: Clock;
  apiBase: string;
  sandboxBase: string;
}

// Read through a call: TypeScript would otherwise keep the status narrowed across billCycle's change.
const statusOf = (sub: SandboxSubscription): SandboxSubscription["status"] => sub.status;

function sandboxPayer(): SandboxPayer {
  return {
    payer_id: sandboxIds.payer(),
    email_address: "kaeufer@sandbox.example",
    name: { given_name: "Test", surname: "Käufer" },
  };
}

/** What happens to subscriptions and orders: approval, billing, cancellation, capture, and their webhooks. */
export function createSandboxCore({ state, webhooks, clock, apiBase, sandboxBase }: Deps) {
  const now = () => clock.now();
  const subJson = (sub: SandboxSubscription) =>
    subscriptionJson(sub, state.plans.get(sub.plan_id), apiBase, sandboxBase);

  function setStatus(sub: SandboxSubscription, status: SandboxSubscription["status"], note?: string): void {
    sub.status = status;
    sub.status_update_time = now().toISOString();
    sub.update_time = sub.status_update_time;
    if (note !== undefined) sub.status_change_note = note;
  }

  function saleResource(sub: SandboxSubscription, sale: SandboxSale) {
    const cents = Math.round(Number(sale.amount.value) * 100);
    return {
      id: sale.id,
      state: "completed",
      amount: {
        total: sale.amount.value,
        currency: sale.amount.currency_code,
        details: { subtotal: sale.amount.value },
      },
      payment_mode: "INSTANT_TRANSFER",
      protection_eligibility: "ELIGIBLE",
      protection_eligibility_type: "ITEM_NOT_RECEIVED_ELIGIBLE,UNAUTHORIZED_PAYMENT_ELIGIBLE",
      transaction_fee: {
        value: ((Math.round(cents * 0.0249) + 35) / 100).toFixed(2),
        currency: sale.amount.currency_code,
      },
      billing_agreement_id: sub.id,
      ...(sub.custom_id !== undefined ? { custom: sub.custom_id } : {}),
      create_time: sale.time,
      update_time: sale.time,
      links: [{ href: `${apiBase}/v1/payments/sale/${sale.id}`, rel: "self", method: "GET" }],
    };
  }

  async function emitSale(sub: SandboxSubscription, sale: SandboxSale): Promise<void> {
    await webhooks.emit(
      "PAYMENT.SALE.COMPLETED",
      "sale",
      saleResource(sub, sale),
      `Payment completed for EUR ${sale.amount.value} EUR`,
    );
  }

  return {
    subJson,
    orderJson: (order: SandboxOrder) => orderJson(order, apiBase, sandboxBase),

    /**
     * The buyer approved: the subscription runs from now (unless the merchant named a start),
     * the first cycle (the trial) is charged at once, and ACTIVATED and the sale are delivered
     * before this returns, so the buyer's return finds the portal already informed.
     */
    async approveSubscription(sub: SandboxSubscription): Promise<void> {
      const plan = state.plans.get(sub.plan_id);
      const at = now();
      sub.subscriber = sandboxPayer();
      sub.start_time = sub.requestedStart ?? at.toISOString();
      setStatus(sub, "ACTIVE");
      sub.decision = "approved";
      const sale = plan ? billCycle(plan, sub, new Date(sub.start_time)) : null;
      const activated = webhooks.emit(
        "BILLING.SUBSCRIPTION.ACTIVATED",
        "subscription",
        subJson(sub),
        "Subscription activated",
      );
      const paid = sale ? emitSale(sub, sale) : Promise.resolve();
      await Promise.all([activated, paid]);
      sub.settled = true;
    },

    cancelByBuyer(target: { decision: SandboxSubscription["decision"]; settled: boolean }): void {
      target.decision = "cancelled";
      target.settled = true;
    },

    /** Ends a subscription (merchant cancel); delivered in the background like PayPal's. */
    cancelSubscription(sub: SandboxSubscription, reason: string): void {
      setStatus(sub, "CANCELLED", reason);
      sub.next_billing_time = null;
      void webhooks.emit("BILLING.SUBSCRIPTION.CANCELLED", "subscription", subJson(sub), "Subscription cancelled");
    },

    suspendSubscription(sub: SandboxSubscription, reason: string): void {
      setStatus(sub, "SUSPENDED", reason);
      void webhooks.emit("BILLING.SUBSCRIPTION.SUSPENDED", "subscription", subJson(sub), "Subscription suspended");
    },

    reactivateSubscription(sub: SandboxSubscription, reason: string | undefined): void {
      setStatus(sub, "ACTIVE", reason);
      void webhooks.emit("BILLING.SUBSCRIPTION.ACTIVATED", "subscription", subJson(sub), "Subscription activated");
    },

    /**
     * The sandbox clock moved: every running subscription whose billing time has come is
     * charged for each cycle due (at the scheduled time, not the tick's), then waits for delivery.
     */
    async billDue(at: Date): Promise<void> {
      for (const sub of state.subscriptions.values()) {
        const plan = state.plans.get(sub.plan_id);
        while (plan && sub.status === "ACTIVE" && sub.next_billing_time && new Date(sub.next_billing_time) <= at) {
          const sale = billCycle(plan, sub, new Date(sub.next_billing_time));
          sub.update_time = at.toISOString();
          if (sale) void emitSale(sub, sale);
          if (statusOf(sub) === "EXPIRED")
            void webhooks.emit("BILLING.SUBSCRIPTION.EXPIRED", "subscription", subJson(sub), "Subscription expired");
        }
      }
      await webhooks.idle();
    },

    async approveOrder(order: SandboxOrder): Promise<void> {
      order.payer = sandboxPayer();
      order.status = "APPROVED";
      order.update_time = now().toISOString();
      order.decision = "approved";
      await webhooks.emit(
        "CHECKOUT.ORDER.APPROVED",
        "checkout-order",
        orderJson(order, apiBase, sandboxBase),
        "An order has been approved by buyer",
      );
      order.settled = true;
    },

    /** Captures the whole amount of an approved order and reports it. */
    captureOrder(order: SandboxOrder): void {
      const unit = order.purchase_units[0];
      const at = now().toISOString();
      if (unit) {
        order.captures.push({
          id: sandboxIds.capture(),
          status: "COMPLETED",
          amount: unit.amount,
          ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
          create_time: at,
        });
      }
      order.status = "COMPLETED";
      order.update_time = at;
      const capture = order.captures.at(-1);
      if (capture) {
        void webhooks.emit(
          "PAYMENT.CAPTURE.COMPLETED",
          "capture",
          { ...capture, final_capture: true, supplementary_data: { related_ids: { order_id: order.id } } },
          `Payment completed for EUR ${capture.amount.value} EUR`,
        );
      }
    },

    /**
     * The merchant refunds (part of) a capture, or the buyer's bank takes the money back
     * (reversal). PAYMENT.CAPTURE.REFUNDED / REVERSED carry the refund, whose "up" link names
     * the capture; the answer waits until the portal has been told.
     */
    async refundCapture(
      order: SandboxOrder,
      capture: SandboxCapture,
      options: { cents?: number; reversal?: boolean },
    ): Promise<{ refund: ReturnType<typeof refundJson>; capture: SandboxCapture }> {
      const capturedCents = Math.round(Number(capture.amount.value) * 100);
      const refundedCents = (capture.refunds ?? []).reduce(
        (sum, r) => sum + Math.round(Number(r.amount.value) * 100),
        0,
      );
      const cents = Math.min(
        options.reversal ? capturedCents : (options.cents ?? capturedCents),
        capturedCents - refundedCents,
      );
      const at = now().toISOString();
      const refund = {
        id: sandboxIds.refund(),
        amount: { value: (cents / 100).toFixed(2), currency_code: capture.amount.currency_code },
        status: "COMPLETED" as const,
        create_time: at,
      };
      capture.refunds = [...(capture.refunds ?? []), refund];
      const left = capturedCents - refundedCents - cents;
      capture.status = options.reversal ? "REVERSED" : left > 0 ? "PARTIALLY_REFUNDED" : "REFUNDED";
      order.update_time = at;
      const resource = {
        ...refundJson(refund, capture.id, apiBase),
        ...(capture.custom_id ? { custom_id: capture.custom_id } : {}),
      };
      const delivered = webhooks.emit(
        options.reversal ? "PAYMENT.CAPTURE.REVERSED" : "PAYMENT.CAPTURE.REFUNDED",
        "refund",
        resource,
        options.reversal
          ? `A EUR ${refund.amount.value} EUR capture payment was reversed`
          : `A EUR ${refund.amount.value} EUR capture payment was refunded`,
      );
      if (!webhooks.paused()) await delivered;
      return { refund: resource, capture };
    },
  };
}

export type SandboxCore = ReturnType<typeof createSandboxCore>;
