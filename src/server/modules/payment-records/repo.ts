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
  /** What the payment's receipt names as the service; by default the purpose's general name. */
  service?: string;
  /** The order confirmation mail names the receipt (a first membership payment, a credit package), so it needs no mail of its own. */
  namedByOrderConfirmation: boolean;
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

    /** The accounts that paid in [from, to) (the monthly summary mail). */
    async accountsPayingBetween(from: Date, to: Date): Promise<number[]> {
      const rows = await db
        .selectFrom("payments")
        .select("user_id")
        .distinct()
        .where("user_id", "is not", null)
        .where("paid_at", ">=", from.toISOString())
        .where("paid_at", "<", to.toISOString())
        .execute();
      return rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
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

    /** What the account paid per purpose in [from, to): credit packages and membership fees. */
    async paidWithin(userId: number, from: Date, to: Date): Promise<{ credits: number; subscription: number }> {
      const rows = await db
        .selectFrom("payments")
        .select(["purpose", (eb) => eb.fn.sum<number | string>("amount_cents").as("cents")])
        .where("user_id", "=", userId)
        .where("purpose", "in", ["credits", "subscription"])
        .where("paid_at", ">=", from.toISOString())
        .where("paid_at", "<", to.toISOString())
        .groupBy("purpose")
        .execute();
      const of = (purpose: string) => Number(rows.find((r) => r.purpose === purpose)?.cents ?? 0);
      return { credits: of("credits"), subscription: of("subscription") };
    },

    /** The payment a provider's payment id names. */
    byProviderPayment(provider: string, providerPaymentId: string) {
      return db
        .selectFrom("payments")
        .selectAll()
        .where("provider", "=", provider)
        .where("provider_payment_id", "=", providerPaymentId)
        .executeTakeFirst();
    },

    /** Stores a payment once, keyed by the provider's payment id; its id, or null when stored before. */
    async insertPayment(input: ReceivedPayment): Promise<number | null> {
      const row = await db
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
        .returning("id")
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}
