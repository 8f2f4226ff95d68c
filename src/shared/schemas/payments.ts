import { z } from "zod";
import { maxRowId, rowIdField, rowIdParam } from "./fields.ts";
import { premiumPlan } from "../domain/plan.ts";

// The browser's PayPal payment requests. The browser repeats the plan's numbers; the server only
// accepts them when they are the plan's own and then bills from its own plan, never from these.

export const paymentMessages = {
  loginRequired: "Sie müssen angemeldet sein, um ein Abonnement abzuschließen.",
  unknownPlan: "Dieser Tarif ist nicht verfügbar.",
  planMismatch: "Die Angaben stimmen nicht mit dem Premium-Tarif überein.",
  subscriptionIdRequired: "Die Abonnement-ID fehlt.",
  userIdInvalid: "Die Benutzer-ID ist ungültig.",
} as const;

const sameAs = <T extends string | number | boolean>(value: T) =>
  z.custom<T>((v) => v === value, { message: paymentMessages.planMismatch });

/** Euro amounts arrive as numbers (4.99); compared in cents so that 4.99 and 4.990 agree. */
const euroAmountOf = (cents: number) =>
  z
    .number({ message: paymentMessages.planMismatch })
    .refine((v) => Math.round(v * 100) === cents, paymentMessages.planMismatch);

/** POST /paypal/subscription: the browser's request for the Premium subscription, in euro numbers and periods. */
export const paypalSubscriptionSchema = z.object({
  planId: z.literal(premiumPlan.id, { message: paymentMessages.unknownPlan }),
  isRecurring: sameAs(true),
  trialAmount: euroAmountOf(premiumPlan.trialAmountCents),
  recurringAmount: euroAmountOf(premiumPlan.recurringAmountCents),
  currency: sameAs(premiumPlan.currency),
  trialPeriod: sameAs(premiumPlan.trialPeriod),
  recurringPeriod: sameAs(premiumPlan.recurringPeriod),
  minimumCommitmentMonths: sameAs(premiumPlan.minimumCommitmentMonths),
  // The server sends PayPal its own return addresses; these are accepted and ignored.
  returnUrl: z.string().max(2000).optional(),
  cancelUrl: z.string().max(2000).optional(),
  // Missing means "not logged in" (401), so it is checked by the route, not here.
  userId: rowIdField.nullish(),
  /** The order step's express request to start at once (docs/decisions/0022); required, checked by the route. */
  earlyStartConsent: z.boolean().optional(),
});
export type PaypalSubscriptionInput = z.input<typeof paypalSubscriptionSchema>;

const providerSubscriptionId = z
  .string({ message: paymentMessages.subscriptionIdRequired })
  .trim()
  .min(1, paymentMessages.subscriptionIdRequired)
  .max(128, paymentMessages.subscriptionIdRequired);

/** POST /api/subscription: status and dates are accepted for compatibility and ignored. */
export const recordSubscriptionSchema = z.object({
  planId: z.string().max(50).optional(),
  status: z.string().max(50).optional(),
  startDate: z.string().max(50).optional(),
  endDate: z.string().max(50).optional(),
  nextBillingDate: z.string().max(50).optional(),
  paypalSubscriptionId: providerSubscriptionId,
});

/** POST /api/subscriptions/callback */
export const subscriptionCallbackSchema = z.object({
  subscriptionId: providerSubscriptionId,
  userId: z.coerce
    .number({ message: paymentMessages.userIdInvalid })
    .int(paymentMessages.userIdInvalid)
    .positive(paymentMessages.userIdInvalid)
    .max(maxRowId, paymentMessages.userIdInvalid),
  planId: z.string().max(50).optional(),
  status: z.string().max(50).optional(),
});

/** POST /api/conversions/subscription */
export const subscriptionConversionSchema = z.object({
  gclid: z.string().trim().max(500).nullish(),
  subscriptionId: z.string().trim().max(128).optional(),
  userId: rowIdParam,
  conversionValue: z.number().min(0).max(10_000).optional(),
  currencyCode: z.string().trim().max(3).optional(),
});
export type PaypalSubscriptionRequest = z.input<typeof paypalSubscriptionSchema>;
export type RecordSubscriptionRequest = z.input<typeof recordSubscriptionSchema>;
export type SubscriptionCallbackRequest = z.input<typeof subscriptionCallbackSchema>;
export type SubscriptionConversionRequest = z.input<typeof subscriptionConversionSchema>;

/** GET /api/payment-methods */
export const paymentMethodsSchema = z
  .object({ paypal: z.boolean(), maxpay: z.boolean() })
  .describe("Welche Zahlungsarten gerade angeboten werden");
export type PaymentMethods = z.output<typeof paymentMethodsSchema>;

export const providerLinkSchema = z.object({ rel: z.string(), href: z.string(), method: z.string().optional() });
export type ProviderLink = z.output<typeof providerLinkSchema>;

/** POST /paypal/subscription */
export const paypalSubscriptionResponseSchema = z
  .object({
    id: z.string(),
    approvalUrl: z.string(),
    links: z.array(providerLinkSchema),
    /** The order number ("B-…") shown on the success page and in the confirmation mail. */
    orderNumber: z.string(),
  })
  .describe("Das bei PayPal angelegte Abonnement und der Link, unter dem der Käufer zustimmt");
export type PaypalSubscriptionResponse = z.output<typeof paypalSubscriptionResponseSchema>;
