import { z } from "zod";

/** A membership as the API shows it; dates are ISO-8601 (UTC). */
export const subscriptionInfoSchema = z.object({
  planId: z.string(),
  /** active: running; cancelled: access continues until endDate. */
  status: z.enum(["active", "cancelled"]),
  startDate: z.string(),
  /** When access ends after a cancellation; null while the subscription runs. */
  endDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  paypalSubscriptionId: z.string().nullable(),
  provider: z.enum(["paypal", "maxpay", "manual"]),
  trialEndDate: z.string(),
  minimumTermEndDate: z.string(),
  /** The day access would end if the member cancelled now (shown before confirming). */
  cancellationEffectiveDate: z.string(),
  cancelledAt: z.string().nullable(),
  /** A cancellation the member can still take back (the provider has not been stopped yet). */
  cancellationRevocable: z.boolean(),
});
export type SubscriptionInfo = z.output<typeof subscriptionInfoSchema>;

/** GET /api/subscription, POST /api/subscription, /api/subscriptions/callback */
export const subscriptionResponseSchema = z
  .object({ subscription: subscriptionInfoSchema.nullable() })
  .describe("Die Mitgliedschaft, die jetzt Zugang gibt, oder null");
export type SubscriptionResponse = z.output<typeof subscriptionResponseSchema>;

/** POST /api/subscription, /api/subscriptions/callback: the membership and its order number. */
export const recordedSubscriptionResponseSchema = z
  .object({ subscription: subscriptionInfoSchema.nullable(), orderNumber: z.string().nullable() })
  .describe("Die übernommene Mitgliedschaft und ihre Bestellnummer (B-…)");
export type RecordedSubscriptionResponse = z.output<typeof recordedSubscriptionResponseSchema>;

/** POST /api/subscription/cancel */
export const cancelSubscriptionResponseSchema = z
  .object({
    subscription: subscriptionInfoSchema,
    /** The day access ends (ISO-8601). */
    effectiveEndDate: z.string(),
    message: z.string(),
  })
  .describe("Die gekündigte Mitgliedschaft, der Tag, an dem der Zugang endet, und eine Bestätigung");
export type CancelSubscriptionResponse = z.output<typeof cancelSubscriptionResponseSchema>;

/** POST /api/subscription/resume: the cancellation is taken back. */
export const resumeSubscriptionResponseSchema = z
  .object({ subscription: subscriptionInfoSchema, message: z.string() })
  .describe("Die weiterlaufende Mitgliedschaft und eine Bestätigung");
export type ResumeSubscriptionResponse = z.output<typeof resumeSubscriptionResponseSchema>;
