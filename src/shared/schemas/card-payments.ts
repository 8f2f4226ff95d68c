import { z } from "zod";
import { rowIdField } from "./fields.ts";
import { premiumPlan } from "../domain/plan.ts";
import { paymentMessages } from "./payments.ts";

// The browser's card-provider requests. As with PayPal the browser repeats the plan's
// numbers; the server accepts them only when they are the plan's own and then bills from
// its own plan. Periods arrive as P30D (a month) and P7D (a week); 30D/7D and MONTH/WEEK are accepted too.

export const cardPaymentMessages = {
  disabled: "Kreditkartenzahlungen sind derzeit nicht verfügbar.",
  alreadyMember: "Sie haben bereits eine aktive Premium-Mitgliedschaft.",
  testPaymentAdminOnly: "Nur der Administrator kann eine Testzahlung starten.",
  unknownOrder: "Diese Bestellung wurde nicht gefunden.",
  toggleRequired: "Bitte geben Sie an, ob Kreditkartenzahlungen aktiviert sein sollen.",
} as const;

/** The administrator's card test payment on the admin page is 0.01 EUR. */
export const cardTestAmountCents = 1;

const monthPeriods = ["P30D", "30D", "MONTH"] as const;
const weekPeriods = ["P7D", "7D", "WEEK"] as const;

const euroCents = (v: number) => Math.round(v * 100);

/** Euro amounts arrive as numbers (4.99); compared in cents so that 4.99 and 4.990 agree. */
const euroAmountOf = (cents: number) =>
  z
    .number({ message: paymentMessages.planMismatch })
    .refine((v) => euroCents(v) === cents, paymentMessages.planMismatch);

const oneOf = (values: readonly string[]) =>
  z
    .string({ message: paymentMessages.planMismatch })
    .refine((v) => values.includes(v.toUpperCase()), paymentMessages.planMismatch);

const currency = z
  .string({ message: paymentMessages.planMismatch })
  .refine((v) => v.toUpperCase() === premiumPlan.currency, paymentMessages.planMismatch);

// Missing means "not logged in" (401), so the route checks it, not the schema.
const userId = rowIdField.nullish();
// The server sends the provider its own return addresses; these are accepted and ignored.
const address = z.string().max(2000).optional();

/** POST /api/maxpay/create: the browser's card payment request, always the Premium subscription. */
export const cardPaymentRequestSchema = z.object({
  userId,
  amount: euroAmountOf(premiumPlan.trialAmountCents),
  currency,
  isRecurring: z.literal(true, { message: paymentMessages.planMismatch }),
  trialAmount: euroAmountOf(premiumPlan.trialAmountCents).optional(),
  trialPeriod: oneOf(monthPeriods).optional(),
  recurringAmount: euroAmountOf(premiumPlan.recurringAmountCents).optional(),
  recurringPeriod: oneOf(weekPeriods).optional(),
  returnUrl: address,
  cancelUrl: address,
  /** The order step's express request to start at once (docs/decisions/0022); required, checked by the route. */
  earlyStartConsent: z.boolean().optional(),
});

/**
 * POST /api/maxpay/create-payment: with `recurring` the Premium subscription (its first
 * payment is the trial amount); without it only the administrator's 0.01 EUR test payment.
 */
export const createCardPaymentSchema = z
  .object({
    amount: z.number({ message: paymentMessages.planMismatch }),
    currency,
    userId,
    returnUrl: address,
    cancelUrl: address,
    /** Required with recurring (the membership), checked by the route (docs/decisions/0022). */
    earlyStartConsent: z.boolean().optional(),
    recurring: z
      .object({
        initialPeriod: oneOf(monthPeriods),
        period: oneOf(weekPeriods),
        trialAmount: euroAmountOf(premiumPlan.trialAmountCents),
        recurringAmount: euroAmountOf(premiumPlan.recurringAmountCents),
      })
      .optional(),
  })
  .refine((body) => euroCents(body.amount) === (body.recurring ? premiumPlan.trialAmountCents : cardTestAmountCents), {
    message: paymentMessages.planMismatch,
    path: ["amount"],
  });

/** POST /api/admin/settings/maxpay */
export const cardProviderToggleSchema = z.object({
  enabled: z.boolean({ message: cardPaymentMessages.toggleRequired }),
});

/** Our own order references: letters, digits, dash and underscore. */
export const orderReferenceSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, cardPaymentMessages.unknownOrder);

export type CardPaymentRequest = z.input<typeof cardPaymentRequestSchema>;
export type CreateCardPaymentRequest = z.input<typeof createCardPaymentSchema>;

/** The card payment session: hidden form fields the browser posts to the hosted payment page. */
export const cardPaymentSessionSchema = z
  .object({
    sessionData: z.record(z.string(), z.string()),
    paymentUrl: z.string(),
    sandboxUrl: z.string().nullable(),
    orderReference: z.string(),
    /** The order number ("B-…") of the membership; absent for the administrator's test payment. */
    orderNumber: z.string().nullish(),
  })
  .describe("Die signierten Formularfelder für die Bezahlseite des Kartenanbieters");
export type CardPaymentSession = z.output<typeof cardPaymentSessionSchema>;

/** GET /api/maxpay/enabled, GET/POST /api/admin/settings/maxpay */
export const cardProviderToggleResponseSchema = z
  .object({ enabled: z.boolean() })
  .describe("Ob Kreditkartenzahlungen eingeschaltet sind");
export type CardProviderToggle = z.output<typeof cardProviderToggleResponseSchema>;

/** GET /api/admin/settings/maxpay/secrets: presence only, never a value. */
export const cardProviderCredentialsStatusSchema = z
  .object({ items: z.array(z.object({ key: z.string(), label: z.string(), present: z.boolean() })) })
  .describe("Welche der fünf Zugangsdaten des Kartenanbieters gesetzt sind, nie ihre Werte");
export type CardProviderCredentialsStatus = z.output<typeof cardProviderCredentialsStatusSchema>;

/** GET /api/card-orders/{orderReference}: what the success page polls after a card payment. */
export const cardOrderStatusSchema = z
  .object({
    orderReference: z.string(),
    status: z.enum(["pending", "paid", "declined"]),
    /** The order number ("B-…") shown on the success page; null for the test payment. */
    orderNumber: z.string().nullable(),
  })
  .describe("Der Stand einer Kartenzahlung");
export type CardOrderStatus = z.output<typeof cardOrderStatusSchema>;
