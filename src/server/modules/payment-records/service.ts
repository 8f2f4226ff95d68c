import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { countPayment, countPaymentEvent } from "../../lib/metrics.ts";
import { receiptServices } from "../../../shared/domain/receipts.ts";
import type { Receipts } from "../receipts/index.ts";
import { createPaymentRecordsRepo, type PaymentProvider, type ReceivedPayment } from "./repo.ts";

export type { PaymentProvider, ReceivedPayment } from "./repo.ts";

/**
 * The records of money received, shared by memberships and credits: every provider event is
 * handled once, and every payment is stored once, keyed by the provider's own ids.
 */
export interface ReceivedRefund {
  provider: PaymentProvider;
  /** The provider's id of the refunded payment. */
  providerPaymentId: string;
  /** The provider's id of the refund itself: the same refund reported twice counts once. */
  refundId: string;
  /** The amount given back, positive; null for the whole payment. */
  amountCents: number | null;
  refundedAt: Date;
}

const subjects = { subscription: "membership", credits: "credits", test: "other" } as const;

const defaultService: Record<ReceivedPayment["purpose"], string> = {
  subscription: receiptServices.membership,
  credits: receiptServices.creditsUnnamed,
  test: receiptServices.test,
};

export function createPaymentRecords(deps: {
  db: Kysely<Database>;
  clock: Clock;
  receipts: Pick<Receipts, "issueForPayment" | "issueForRefund" | "numberForPayment">;
}) {
  const { db, clock, receipts } = deps;

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
      const handled = await db.transaction().execute(async (trx) => {
        if (!(await createPaymentRecordsRepo(trx).markEventHandled(provider, eventId, eventType, clock.now())))
          return false;
        await effect(trx);
        return true;
      });
      countPaymentEvent(provider, handled ? "handled" : "duplicate");
      return handled;
    },

    /** The payments taken for these memberships, newest first (at most `limit`). */
    async paymentsForSubscriptions(subscriptionIds: number[], limit: number) {
      return subscriptionIds.length
        ? createPaymentRecordsRepo(db).paymentsForSubscriptions(subscriptionIds, limit)
        : [];
    },

    /** The accounts that paid in [from, to) (the monthly summary mail). */
    accountsPayingBetween(from: Date, to: Date) {
      return createPaymentRecordsRepo(db).accountsPayingBetween(from, to);
    },

    /** The account's payments made in [from, to), oldest first (the monthly statement). */
    paymentsOfUserBetween(userId: number, from: Date, to: Date) {
      return createPaymentRecordsRepo(db).paymentsOfUserBetween(userId, from, to);
    },

    /** What the account paid for credit packages and membership fees in [from, to) (the spending cap). */
    paidWithin(executor: Kysely<Database>, userId: number, from: Date, to: Date) {
      return createPaymentRecordsRepo(executor).paidWithin(userId, from, to);
    },

    /**
     * Stores a payment once, in the caller's transaction, with its receipt (docs/decisions/0031);
     * false when it was stored before. Counted as it is written (portal_payments_total): should
     * the caller's transaction fail afterwards, the provider's retry counts again.
     */
    async recordPayment(trx: Kysely<Database>, input: ReceivedPayment): Promise<boolean> {
      const paymentId = await createPaymentRecordsRepo(trx).insertPayment(input);
      countPayment(input.provider, input.purpose, paymentId === null ? "duplicate" : "recorded");
      if (paymentId === null) return false;
      if (input.userId !== null)
        await receipts.issueForPayment(trx, {
          paymentId,
          subject: subjects[input.purpose],
          userId: input.userId,
          provider: input.provider,
          service: input.service ?? defaultService[input.purpose],
          amountCents: input.amountCents,
          currency: input.currency,
          paidAt: input.paidAt,
          namedByOrderConfirmation: input.namedByOrderConfirmation,
        });
      return true;
    },

    /** The receipt number of a recorded payment, in the caller's transaction; null when there is none. */
    async receiptNumberOf(trx: Kysely<Database>, provider: PaymentProvider, providerPaymentId: string) {
      const payment = await createPaymentRecordsRepo(trx).byProviderPayment(provider, providerPaymentId);
      return payment ? receipts.numberForPayment(payment.id, trx) : null;
    },

    /**
     * A refund of a recorded payment, in the caller's transaction: its receipt, with a negative
     * amount naming the payment's receipt. The number, or null for a payment we never recorded.
     */
    async recordRefund(trx: Kysely<Database>, refund: ReceivedRefund): Promise<string | null> {
      const payment = await createPaymentRecordsRepo(trx).byProviderPayment(refund.provider, refund.providerPaymentId);
      countPayment(refund.provider, "refund", payment?.user_id ? "recorded" : "unknown_payment");
      if (!payment?.user_id) return null;
      return receipts.issueForRefund(trx, {
        refundKey: refund.refundId,
        userId: payment.user_id,
        provider: refund.provider,
        paymentId: payment.id,
        amountCents: Math.min(refund.amountCents ?? payment.amount_cents, payment.amount_cents),
        currency: payment.currency,
        refundedAt: refund.refundedAt,
      });
    },
  };
}
