import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { SubscriptionInfo } from "../../../shared/schemas/subscriptions.ts";
import { premiumPlan } from "../../../shared/domain/plan.ts";
import {
  cancellationEffectiveAt,
  cancellationEndFor,
  nextBillingAfter,
  paidUntilAfterPayment,
  providerCancelDueAt,
  termsFor,
  trialPaymentBefore,
} from "../../../shared/domain/subscription-terms.ts";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import type { PaymentProvider, PaymentRecords } from "../payment-records/index.ts";
import { orderKeys } from "../order-confirmations/index.ts";
import { membershipContractOf, type OrderConfirmations } from "../order-confirmations/index.ts";
import type { Users } from "../users/index.ts";
import { createSubscriptionsRepo, type SubscriptionRow } from "./repo.ts";
import { membershipReceiptService } from "./receipt-service.ts";
import { termsOf } from "./terms-of.ts";
import { subscriptionView } from "./view.ts";

export type { PaymentProvider } from "../payment-records/index.ts";

/** Stops a subscription at its provider so that it takes no further payment. */
export type ProviderCanceller = (providerSubscriptionId: string, reason: string) => Promise<void>;

export interface ActivateInput {
  userId: number;
  provider: PaymentProvider;
  providerSubscriptionId: string;
  /** When the provider started the subscription; the terms are counted from here. */
  startedAt: Date;
  providerStatus?: string;
}

/** A payment a provider took for a membership, named by the provider's own ids. */
export interface MembershipPayment {
  provider: PaymentProvider;
  /** The provider's id of the membership the payment is for. */
  providerSubscriptionId: string;
  /** The provider's id of the payment: the same payment is recorded, and pays, once. */
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  /**
   * The membership as the provider runs it, when this payment may be the first news of it: the
   * payment that starts it (card), or one that arrives before the activation (PayPal does not
   * promise the order of its events).
   */
  activation?: ActivateInput;
}

const claimTimeoutMs = 10 * 60 * 1000;

/**
 * The end of what the provider has collected. For rows from before it was stored: the end of
 * the billing period running now, which the provider was still collecting.
 */
function paidEndOf(row: SubscriptionRow, now: Date): Date {
  return row.paid_until ? new Date(row.paid_until) : nextBillingAfter(termsOf(row), now);
}

/**
 * The membership rules. Provider modules translate their events into one verb each (activate,
 * renew, markPaymentFailed, endByProvider); members and the contract forms cancel, take a
 * cancellation back or withdraw. Every verb runs in the caller's transaction, so a provider
 * event and its effect are stored together and a redelivered event has no second effect.
 */
export function createSubscriptionsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Concludes the order of an activated membership, so that its confirmation is mailed once. */
  confirmations?: Pick<OrderConfirmations, "conclude">;
  /** Where the money received is recorded, once per provider payment. */
  paymentRecords: Pick<PaymentRecords, "recordPayment">;
  /** An activation is refused for an account that does not exist (looked up in its transaction). */
  users: Pick<Users, "findByIdWithin">;
}) {
  const { db, clock, log, paymentRecords } = deps;
  const repoOf = (executor: Kysely<Database>) => createSubscriptionsRepo(executor);

  const service = {
    /** Runs verbs for a caller that has no transaction of its own (the buyer's return). */
    inTransaction: <T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),

    currentFor: (userId: number, executor: Kysely<Database> = db) => repoOf(executor).currentFor(userId, clock.now()),
    currentForEach: (userIds: number[]) => repoOf(db).currentForEach(userIds, clock.now()),
    allFor: (userId: number, limit: number) => repoOf(db).allFor(userId, limit),
    byId: (id: number) => repoOf(db).byId(id),
    byProviderId: (provider: PaymentProvider, id: string, executor: Kysely<Database> = db) =>
      repoOf(executor).byProviderId(provider, id),

    /** The subscription as the API shows it now. */
    view: (row: SubscriptionRow): SubscriptionInfo => subscriptionView(row, clock.now()),

    /** When a cancellation declared now would take effect (shown before the member confirms). */
    effectiveEndIfCancelledNow(row: SubscriptionRow): Date {
      if (row.status === "cancelled" && row.access_until) return new Date(row.access_until);
      return cancellationEffectiveAt(termsOf(row), clock.now());
    },

    /**
     * When a cancellation received at `declaredAt` ends the contract (decision 0006), also when it
     * is applied only later, once its owner confirmed it (decision 0007).
     */
    cancellationEndIfDeclaredAt(row: SubscriptionRow, declaredAt: Date, wishedEnd?: Date): Date {
      return cancellationEndFor(termsOf(row), declaredAt, wishedEnd);
    },

    /** A subscription the buyer still has to approve at the provider, so its webhooks find it. */
    async recordPending(userId: number, provider: PaymentProvider, providerSubscriptionId: string): Promise<void> {
      const now = clock.now().toISOString();
      await repoOf(db).insertPending({
        user_id: userId,
        plan_id: premiumPlan.id,
        status: "pending",
        provider,
        provider_subscription_id: providerSubscriptionId,
        start_date: now,
        created_at: now,
        updated_at: now,
      });
    },

    /**
     * The provider confirmed the subscription (and took the trial payment): access starts, the
     * terms counted from the provider's start. Idempotent. Null, and nothing stored, when the
     * user does not exist or the subscription was started for another user.
     */
    async activate(trx: Kysely<Database>, input: ActivateInput): Promise<SubscriptionRow | null> {
      const repo = repoOf(trx);
      const existing = await repo.byProviderId(input.provider, input.providerSubscriptionId);
      const refuse = (refusal: string) => {
        log.warn(
          { provider: input.provider, subscriptionId: input.providerSubscriptionId, refusal },
          "subscription not activated",
        );
        return null;
      };
      if (existing && existing.user_id !== input.userId) return refuse("started for another user");
      if (!existing && !(await deps.users.findByIdWithin(trx, input.userId))) return refuse("unknown user");
      const now = clock.now();
      if (existing && existing.status !== "pending") {
        return input.providerStatus && input.providerStatus !== existing.provider_status
          ? repo.update(existing.id, { provider_status: input.providerStatus, updated_at: now.toISOString() })
          : existing;
      }
      const terms = termsFor(input.startedAt);
      const values = {
        user_id: input.userId,
        plan_id: premiumPlan.id,
        status: "active",
        provider: input.provider,
        provider_subscription_id: input.providerSubscriptionId,
        provider_status: input.providerStatus ?? null,
        start_date: terms.startedAt.toISOString(),
        trial_ends_at: terms.trialEndsAt.toISOString(),
        minimum_term_ends_at: terms.minimumTermEndsAt.toISOString(),
        next_billing_date: nextBillingAfter(terms, now).toISOString(),
        // The provider confirms the subscription together with the trial payment.
        paid_until: terms.trialEndsAt.toISOString(),
        access_until: null,
        cancelled_at: null,
        updated_at: now.toISOString(),
      };
      const activated = existing
        ? await repo.update(existing.id, values)
        : await repo.insert({ ...values, created_at: now.toISOString() });
      // The contract is concluded now: its confirmation is stored in this transaction, so a
      // redelivered event finds it and a rolled-back activation leaves none (decision 0022).
      await deps.confirmations?.conclude(trx, {
        orderKey: orderKeys.subscription(input.provider, input.providerSubscriptionId),
        userId: input.userId,
        contract: membershipContractOf(input.provider, terms.startedAt),
      });
      return activated;
    },

    /**
     * A payment arrived: the paid period grows, and a running subscription's next billing date
     * moves to the period after `paidAt`. A cancelled one keeps being billed until the provider
     * is stopped, so its paid period grows too.
     */
    async renew(trx: Kysely<Database>, subscriptionId: number, paidAt: Date): Promise<void> {
      const repo = repoOf(trx);
      const row = await repo.byId(subscriptionId);
      if (!row || (row.status !== "active" && row.status !== "cancelled")) return;
      const terms = termsOf(row);
      const paidUntil = paidUntilAfterPayment(terms, row.paid_until ? new Date(row.paid_until) : null, paidAt);
      await repo.update(row.id, {
        paid_until: paidUntil.toISOString(),
        ...(row.status === "active" ? { next_billing_date: nextBillingAfter(terms, paidAt).toISOString() } : {}),
        updated_at: clock.now().toISOString(),
      });
    },

    /**
     * A membership payment arrived: record it, then renew. The membership is activated first
     * when the payment is the first news of it. Only the call that recorded the payment renews:
     * the same payment delivered again, also under another event id (PayPal sends a sale in
     * more than one event), pays one period only. The payment that starts a membership pays the
     * trial month, which the activation covers already, so its renewal changes nothing. Null,
     * and nothing recorded, while there is no running membership to pay for.
     */
    async membershipPaymentArrived(trx: Kysely<Database>, payment: MembershipPayment): Promise<SubscriptionRow | null> {
      let row = (await repoOf(trx).byProviderId(payment.provider, payment.providerSubscriptionId)) ?? null;
      if ((!row || row.status === "pending") && payment.activation)
        row = await service.activate(trx, payment.activation);
      if (!row || row.status === "pending") return null;
      const previousPaidUntil = row.paid_until ? new Date(row.paid_until) : null;
      const recorded = await paymentRecords.recordPayment(trx, {
        service: membershipReceiptService(termsOf(row), previousPaidUntil, payment.paidAt),
        // The contract's confirmation names the receipts' place; each weekly fee gets its own mail.
        namedByOrderConfirmation: trialPaymentBefore(termsOf(row), payment.paidAt),
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        userId: row.user_id,
        subscriptionId: row.id,
        purpose: "subscription",
        amountCents: payment.amountCents,
        currency: payment.currency,
        paidAt: payment.paidAt,
      });
      if (recorded) await service.renew(trx, row.id, payment.paidAt);
      return row;
    },

    /** The provider could not collect a payment; access lasts while the paid period does. */
    async markPaymentFailed(
      trx: Kysely<Database>,
      provider: PaymentProvider,
      providerSubscriptionId: string,
    ): Promise<void> {
      const repo = repoOf(trx);
      const row = await repo.byProviderId(provider, providerSubscriptionId);
      if (row) await repo.update(row.id, { provider_status: "PAYMENT_FAILED", updated_at: clock.now().toISOString() });
    },

    /**
     * The provider ended the subscription on its side (cancelled in the PayPal account,
     * suspended after a failed payment, expired). Nothing more will be billed, so access ends
     * with the last period paid at the latest, whatever end a cancellation had set, and the
     * provider needs no cancel call from us. Null for a subscription we do not know.
     */
    async endByProvider(
      trx: Kysely<Database>,
      provider: PaymentProvider,
      providerSubscriptionId: string,
      providerStatus: string,
    ): Promise<SubscriptionRow | null> {
      const repo = repoOf(trx);
      const row = await repo.byProviderId(provider, providerSubscriptionId);
      if (!row) return null;
      const now = clock.now();
      const paidUntil = paidEndOf(row, now);
      const accessUntil =
        row.access_until && new Date(row.access_until) < paidUntil ? new Date(row.access_until) : paidUntil;
      const ended = row.status === "cancelled" || row.status === "expired";
      return repo.update(row.id, {
        status: row.status === "pending" ? "expired" : ended ? row.status : "cancelled",
        provider_status: providerStatus,
        cancelled_at: row.cancelled_at ?? now.toISOString(),
        access_until: row.status === "pending" ? row.access_until : accessUntil.toISOString(),
        next_billing_date: null,
        provider_cancelled_at: row.provider_cancelled_at ?? now.toISOString(),
        updated_at: now.toISOString(),
      });
    },

    /**
     * The member (or the administrator, or the § 312k form) cancels. Access stays until the
     * end (decision 0006; a wished later end within 12 months ends with the billing period it
     * falls in); the provider subscription is cancelled by the job just before it. A second
     * cancellation can bring the end forward to the earliest possible date but never pushes it
     * back (decision 0007), so repeating one changes nothing. `changed` is true only for the
     * call that ended a running subscription. A declaration confirmed by its owner later counts
     * from `declaredAt`, when it was received; if the end that gives has passed already, the
     * contract ends now, the earliest moment still possible (decision 0007).
     */
    async cancelByMember(
      trx: Kysely<Database>,
      subscriptionId: number,
      wishedEnd?: Date,
      declaredAt?: Date,
    ): Promise<{ row: SubscriptionRow; changed: boolean }> {
      const repo = repoOf(trx);
      const row = await repo.byId(subscriptionId);
      if (!row) throw new Error(`subscription ${subscriptionId} not found`);
      const now = clock.now();
      const due = cancellationEndFor(termsOf(row), declaredAt ?? now, wishedEnd);
      const end = due > now ? due : now;
      const cancelled = await repo.updateIfActive(row.id, {
        status: "cancelled",
        cancelled_at: now.toISOString(),
        access_until: end.toISOString(),
        next_billing_date: null,
        provider_cancel_due_at: providerCancelDueAt(end, now).toISOString(),
        updated_at: now.toISOString(),
      });
      if (cancelled) return { row: cancelled, changed: true };
      const latest = (await repo.byId(row.id)) ?? row;
      const current = latest.access_until ? new Date(latest.access_until) : null;
      if (latest.status !== "cancelled" || !current || end >= current || current <= now) {
        return { row: latest, changed: false };
      }
      const moved = await repo.bringEndForward(latest.id, current, end, providerCancelDueAt(end, now), now);
      return { row: moved ?? latest, changed: false };
    },

    /**
     * The owner takes a cancellation back ("Kündigung zurücknehmen"): the membership runs on as
     * if it had not been cancelled. Possible only while access lasts and the provider
     * subscription has not been stopped (or claimed for stopping) yet; null otherwise.
     */
    async resume(subscriptionId: number): Promise<SubscriptionRow | null> {
      const repo = repoOf(db);
      const row = await repo.byId(subscriptionId);
      if (!row || row.status !== "cancelled") return null;
      const now = clock.now();
      return repo.resumeIfRevocable(row.id, nextBillingAfter(termsOf(row), now), now);
    },

    /**
     * A withdrawal within the 14 days (§ 356a BGB): the contract ends now, access with it, and
     * the provider subscription is due for cancellation at once. Refunds are handled by support.
     */
    async withdraw(trx: Kysely<Database>, subscriptionId: number): Promise<SubscriptionRow> {
      const repo = repoOf(trx);
      const row = await repo.byId(subscriptionId);
      if (!row) throw new Error(`subscription ${subscriptionId} not found`);
      if (row.status !== "active" && row.status !== "cancelled") return row;
      const now = clock.now().toISOString();
      return repo.update(row.id, {
        status: "cancelled",
        cancelled_at: row.cancelled_at ?? now,
        access_until: now,
        next_billing_date: null,
        provider_cancel_due_at: row.provider_cancelled_at ? row.provider_cancel_due_at : now,
        updated_at: now,
      });
    },

    /**
     * Cancels at the provider every subscription whose moment has come. Each row is claimed
     * with a conditional update first, so with several server processes exactly one of them
     * makes the provider call; a failed call releases the claim for the next run.
     */
    async runDueProviderCancellations(cancellers: Partial<Record<string, ProviderCanceller>>): Promise<number> {
      const repo = repoOf(db);
      const now = clock.now();
      const staleBefore = new Date(now.getTime() - claimTimeoutMs);
      let done = 0;
      for (const row of await repo.dueForProviderCancel(now, staleBefore)) {
        if (!(await repo.claimProviderCancel(row.id, now, staleBefore))) continue;
        const canceller = row.provider_subscription_id ? cancellers[row.provider] : undefined;
        try {
          if (canceller && row.provider_subscription_id) {
            await canceller(row.provider_subscription_id, "Kündigung durch das Mitglied");
          }
          await repo.update(row.id, { provider_cancelled_at: clock.now().toISOString() });
          done += 1;
        } catch (error) {
          log.error({ err: error, subscriptionId: row.id }, "provider cancellation failed; will retry");
          await repo.update(row.id, { provider_cancel_claimed_at: null });
        }
      }
      return done;
    },
  };
  return service;
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
