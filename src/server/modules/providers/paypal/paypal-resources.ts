import { z } from "zod";

// The parts of PayPal's REST objects the portal reads, as PayPal's REST APIs answer them. Unknown
// fields are dropped; a response that lacks what we read is treated as PayPal being unreachable.

export const linkSchema = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });
export type PaypalLink = z.infer<typeof linkSchema>;

export const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

export const productSchema = z.object({ id: z.string().min(1) });

export const planSchema = z.object({ id: z.string().min(1), status: z.string(), product_id: z.string().optional() });

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

export const subscriptionSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  plan_id: z.string().optional(),
  custom_id: z.string().optional(),
  start_time: z.string().optional(),
  create_time: z.string().optional(),
  status_update_time: z.string().optional(),
  billing_info: z
    .object({
      next_billing_time: z.string().optional(),
      last_payment: z.object({ amount: moneySchema, time: z.string() }).optional(),
      failed_payments_count: z.number().optional(),
    })
    .optional(),
  links: z.array(linkSchema).default([]),
});
export type PaypalSubscription = z.infer<typeof subscriptionSchema>;

const captureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: moneySchema.optional(),
  custom_id: z.string().optional(),
  create_time: z.string().optional(),
});
export type PaypalCapture = z.infer<typeof captureSchema>;

export const orderSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  links: z.array(linkSchema).default([]),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        amount: moneySchema.optional(),
        payments: z.object({ captures: z.array(captureSchema).default([]) }).optional(),
      }),
    )
    .default([]),
  payer: z.object({ payer_id: z.string().optional() }).optional(),
});
export type PaypalOrder = z.infer<typeof orderSchema>;

export const errorBodySchema = z.object({
  name: z.string().optional(),
  error: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});

/** A webhook delivery (PayPal's event envelope); `resource` is read per event type. */
export const webhookEventSchema = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(200),
  create_time: z.string().optional(),
  resource_type: z.string().optional(),
  resource: z.record(z.string(), z.unknown()).default({}),
});
export type PaypalWebhookEvent = z.infer<typeof webhookEventSchema>;

/** A subscription payment: PAYMENT.SALE.* resources. */
export const saleSchema = z.object({
  id: z.string().min(1),
  state: z.string().optional(),
  amount: z.object({ total: z.string(), currency: z.string() }),
  billing_agreement_id: z.string().min(1),
  create_time: z.string().optional(),
});
export type PaypalSale = z.infer<typeof saleSchema>;

/**
 * PAYMENT.SALE.REFUNDED names its sale in sale_id and carries the refund's own id and amount;
 * PAYMENT.SALE.REVERSED carries the sale itself (then the whole payment went back).
 */
export const saleRefundSchema = z.object({
  id: z.string().min(1),
  sale_id: z.string().min(1).optional(),
  amount: z.object({ total: z.string(), currency: z.string() }).optional(),
});

export type PaypalSaleRefund = z.infer<typeof saleRefundSchema>;

/** "4.99" -> 499; PayPal's amounts are decimal strings with at most two places for EUR. */
export function toCents(value: string): number {
  const cents = Math.round(Number(value) * 100);
  if (!Number.isFinite(cents)) throw new Error(`not an amount: ${value}`);
  return cents;
}

/** 499 -> "4.99" */
export function fromCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** What a webhook event did: applied now, applied before (the same event id), or nothing to do. */
export type WebhookOutcome = "applied" | "duplicate" | "ignored";
