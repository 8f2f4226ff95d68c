import { z } from "zod";

// What was bought, stored with the order when the contract is concluded, so that the mail
// (sent then or retried later) states exactly the contract of that moment.

export const membershipContractSchema = z.object({
  kind: z.literal("membership"),
  provider: z.string(),
  startedAt: z.string(),
  trialEndsAt: z.string(),
  minimumTermEndsAt: z.string(),
  earliestEndAt: z.string(),
  trialAmountCents: z.number(),
  weeklyFeeCents: z.number(),
  minimumTermMonths: z.number(),
});

export const creditsContractSchema = z.object({
  kind: z.literal("credits"),
  packageName: z.string(),
  credits: z.number(),
  bonusCredits: z.number(),
  amountCents: z.number(),
  currency: z.string(),
  /** The payment's receipt (docs/decisions/0031); absent for orders concluded before receipts. */
  receiptNumber: z.string().optional(),
});

export const contractDetailsSchema = z.discriminatedUnion("kind", [membershipContractSchema, creditsContractSchema]);

export type MembershipContract = z.infer<typeof membershipContractSchema>;
export type CreditsContract = z.infer<typeof creditsContractSchema>;
export type ContractDetails = z.infer<typeof contractDetailsSchema>;

/** The order key of a provider's order: one row per key, however often its events arrive. */
export const orderKeys = {
  paypalSubscription: (id: string) => `paypal-subscription:${id}`,
  maxpaySubscription: (orderReference: string) => `maxpay:${orderReference}`,
  paypalCreditOrder: (orderId: string) => `paypal-order:${orderId}`,
  /** A subscription of any provider, as the subscriptions module names it. */
  subscription: (provider: string, id: string) =>
    provider === "maxpay" ? `maxpay:${id}` : `${provider}-subscription:${id}`,
};
