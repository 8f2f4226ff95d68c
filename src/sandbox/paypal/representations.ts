import { currentCycle } from "./billing.ts";
import type { SandboxOrder, SandboxPlan, SandboxProduct, SandboxRefund, SandboxSubscription } from "./state.ts";

// The JSON PayPal answers for each object: product, plan, subscription, order, refund.

export function productJson(product: SandboxProduct, apiBase: string) {
  return {
    ...product,
    update_time: product.create_time,
    links: [
      { href: `${apiBase}/v1/catalogs/products/${product.id}`, rel: "self", method: "GET" },
      { href: `${apiBase}/v1/catalogs/products/${product.id}`, rel: "edit", method: "PATCH" },
    ],
  };
}

export function planJson(plan: SandboxPlan, apiBase: string) {
  return {
    ...plan,
    usage_type: "LICENSED",
    update_time: plan.create_time,
    links: [
      { href: `${apiBase}/v1/billing/plans/${plan.id}`, rel: "self", method: "GET" },
      { href: `${apiBase}/v1/billing/plans/${plan.id}`, rel: "edit", method: "PATCH" },
    ],
  };
}

export function approveUrlOf(sub: SandboxSubscription, sandboxBase: string): string {
  return `${sandboxBase}/approve?ba_token=${sub.baToken}`;
}

export function subscriptionJson(
  sub: SandboxSubscription,
  plan: SandboxPlan | undefined,
  apiBase: string,
  sandboxBase: string,
) {
  const self = `${apiBase}/v1/billing/subscriptions/${sub.id}`;
  const links =
    sub.status === "APPROVAL_PENDING"
      ? [
          { href: approveUrlOf(sub, sandboxBase), rel: "approve", method: "GET" },
          { href: self, rel: "edit", method: "PATCH" },
          { href: self, rel: "self", method: "GET" },
        ]
      : [
          { href: `${self}/cancel`, rel: "cancel", method: "POST" },
          { href: self, rel: "edit", method: "PATCH" },
          { href: self, rel: "self", method: "GET" },
          sub.status === "SUSPENDED"
            ? { href: `${self}/activate`, rel: "activate", method: "POST" }
            : { href: `${self}/suspend`, rel: "suspend", method: "POST" },
        ];
  const last = sub.sales.at(-1);
  const cycles = plan ? [...plan.billing_cycles].sort((a, b) => a.sequence - b.sequence) : [];
  const running = plan ? currentCycle(plan, sub) : null;
  return {
    id: sub.id,
    plan_id: sub.plan_id,
    status: sub.status,
    status_update_time: sub.status_update_time,
    ...(sub.status_change_note ? { status_change_note: sub.status_change_note } : {}),
    start_time: sub.start_time,
    quantity: "1",
    ...(sub.custom_id !== undefined ? { custom_id: sub.custom_id } : {}),
    plan_overridden: false,
    ...(sub.subscriber ? { subscriber: sub.subscriber } : {}),
    ...(sub.status === "APPROVAL_PENDING"
      ? {}
      : {
          billing_info: {
            outstanding_balance: { currency_code: "EUR", value: "0.00" },
            cycle_executions: cycles.map((c) => ({
              tenure_type: c.tenure_type,
              sequence: c.sequence,
              cycles_completed: sub.cyclesCompleted[c.sequence] ?? 0,
              cycles_remaining: c.total_cycles === 0 ? 0 : c.total_cycles - (sub.cyclesCompleted[c.sequence] ?? 0),
              current_pricing_scheme_version: 1,
              total_cycles: c.total_cycles,
            })),
            ...(last ? { last_payment: { amount: last.amount, time: last.time } } : {}),
            ...(sub.next_billing_time && sub.status === "ACTIVE" ? { next_billing_time: sub.next_billing_time } : {}),
            ...(running === null && sub.next_billing_time === null && last ? { final_payment_time: last.time } : {}),
            failed_payments_count: 0,
          },
        }),
    create_time: sub.create_time,
    update_time: sub.update_time,
    links,
  };
}

/** A refund of a capture (Payments v2): its "up" link names the capture it gave money back for. */
export function refundJson(refund: SandboxRefund, captureId: string, apiBase: string) {
  return {
    ...refund,
    update_time: refund.create_time,
    links: [
      { href: `${apiBase}/v2/payments/refunds/${refund.id}`, rel: "self", method: "GET" },
      { href: `${apiBase}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" },
    ],
  };
}

export function orderApproveUrl(order: SandboxOrder, sandboxBase: string): string {
  return `${sandboxBase}/checkoutnow?token=${order.id}`;
}

export function orderJson(order: SandboxOrder, apiBase: string, sandboxBase: string) {
  const self = `${apiBase}/v2/checkout/orders/${order.id}`;
  const links = [
    { href: self, rel: "self", method: "GET" },
    ...(order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED"
      ? [
          {
            href: orderApproveUrl(order, sandboxBase),
            rel: order.usesPaymentSource ? "payer-action" : "approve",
            method: "GET",
          },
        ]
      : []),
    ...(order.status === "COMPLETED"
      ? []
      : [
          { href: self, rel: "update", method: "PATCH" },
          { href: `${self}/capture`, rel: "capture", method: "POST" },
        ]),
  ];
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(order.payer
      ? {
          payment_source: {
            paypal: {
              email_address: order.payer.email_address,
              account_id: order.payer.payer_id,
              name: order.payer.name,
            },
          },
          payer: { payer_id: order.payer.payer_id, email_address: order.payer.email_address, name: order.payer.name },
        }
      : {}),
    purchase_units: order.purchase_units.map((unit, index) => ({
      ...unit,
      ...(order.captures.length > 0 && index === 0
        ? {
            payments: {
              captures: order.captures.map(({ refunds: _refunds, ...c }) => ({
                ...c,
                final_capture: true,
                seller_protection: {
                  status: "ELIGIBLE",
                  dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"],
                },
                update_time: c.create_time,
                links: [{ href: `${apiBase}/v2/payments/captures/${c.id}`, rel: "self", method: "GET" }],
              })),
              ...(order.captures.some((c) => c.refunds?.length)
                ? {
                    refunds: order.captures.flatMap((c) => (c.refunds ?? []).map((r) => refundJson(r, c.id, apiBase))),
                  }
                : {}),
            },
          }
        : {}),
    })),
    create_time: order.create_time,
    update_time: order.update_time,
    links,
  };
}
