import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { createPaymentRecordsRepo, type ReceivedPayment } from "./repo.ts";

export type { PaymentProvider, ReceivedPayment } from "./repo.ts";

/**
 * The records of money received, shared by memberships and credits: every provider event is
 * handled once, and every payment is stored once, keyed by the provider's own ids.
 */
export function createPaymentRecords(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /**
     * Runs `effect` once per provider event id: the event is noted in the same transaction as
     * its effect, so concurrent or repeated deliveries of one event have one effect. False for
     * a duplicate.
     */
    async onceForEvent(
      provider: string,
      eventId: string,
      eventType: string,
      effect: (trx: Kysely<Database>) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await createPaymentRecordsRepo(trx).markEventHandled(provider, eventId, eventType, clock.now())))
          return false;
        await effect(trx);
        return true;
      });
    },

    /** The payments taken for these memberships, newest first (at most `limit`). */
    async paymentsForSubscriptions(subscriptionIds: number[], limit: number) {
      return subscriptionIds.length
        ? createPaymentRecordsRepo(db).paymentsForSubscriptions(subscriptionIds, limit)
        : [];
    },

    /** The account's payments made in [from, to), oldest first (the monthly statement). */
    paymentsOfUserBetween(userId: number, from: Date, to: Date) {
      return createPaymentRecordsRepo(db).paymentsOfUserBetween(userId, from, to);
    },

    /** Stores a payment once, in the caller's transaction; false when it was stored before. */
    recordPayment(trx: Kysely<Database>, input: ReceivedPayment): Promise<boolean> {
      return createPaymentRecordsRepo(trx).insertPayment(input);
    },
  };
}
