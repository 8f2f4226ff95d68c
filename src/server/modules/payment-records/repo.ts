import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export type PaymentProvider = "paypal" | "maxpay";

export interface ReceivedPayment {
  provider: PaymentProvider;
  providerPaymentId: string;
  userId: number | null;
  subscriptionId: number | null;
  purpose: "subscription" | "credits" | "test";
  amountCents: number;
  currency: string;
  paidAt: Date;
}

/** The SQL of the records of money received: provider events handled and payments taken. */
export function createPaymentRecordsRepo(db: Kysely<Database>) {
  return {
    /** Notes a provider event as handled; false when it was handled before. */
    async markEventHandled(provider: string, eventId: string, eventType: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insertInto("payment_events")
        .values({ provider, event_id: eventId, event_type: eventType, received_at: at.toISOString() })
        .onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    /** The payments taken for these memberships, newest first. */
    paymentsForSubscriptions(subscriptionIds: number[], limit: number) {
      return db
        .selectFrom("payments")
        .selectAll()
        .where("subscription_id", "in", subscriptionIds)
        .orderBy("paid_at", "desc")
        .limit(limit)
        .execute();
    },

    /** The account's payments made in [from, to), oldest first. */
    paymentsOfUserBetween(userId: number, from: Date, to: Date) {
      return db
        .selectFrom("payments")
        .selectAll()
        .where("user_id", "=", userId)
        .where("paid_at", ">=", from.toISOString())
        .where("paid_at", "<", to.toISOString())
        .orderBy("paid_at")
        .orderBy("id")
        .execute();
    },

    /** Stores a payment once, keyed by the provider's payment id; false when stored before. */
    async insertPayment(input: ReceivedPayment): Promise<boolean> {
      const result = await db
        .insertInto("payments")
        .values({
          provider: input.provider,
          provider_payment_id: input.providerPaymentId,
          user_id: input.userId,
          subscription_id: input.subscriptionId,
          purpose: input.purpose,
          amount_cents: input.amountCents,
          currency: input.currency,
          paid_at: input.paidAt.toISOString(),
        })
        .onConflict((oc) => oc.columns(["provider", "provider_payment_id"]).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
  };
}
