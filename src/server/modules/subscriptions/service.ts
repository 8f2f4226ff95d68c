import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { premiumPlan } from "../../../shared/domain/plan.ts";
import {
  cancellationEffectiveAt,
  cancellationEndFor,
  nextBillingAfter,
  paidUntilAfterPayment,
  providerCancelDueAt,
  termsFor,
} from "../../../shared/domain/subscription-terms.ts";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { createSubscriptionsRepo, type SubscriptionRow } from "./repo.ts";
import { termsOf } from "./terms-of.ts";

export type PaymentProvider = "paypal" | "maxpay";

/** Cancels a subscription at the provider so that it takes no further payment. */
export type ProviderCanceller = (providerSubscriptionId: string, reason: string) => Promise<void>;

export interface ActivateInput {
  userId: number;
  provider: PaymentProvider;
  providerSubscriptionId: string;
  /** When the provider started the subscription; the terms are counted from here. */
  startedAt: Date;
  providerStatus?: string;
}

export interface PaymentInput {
  provider: PaymentProvider;
  providerPaymentId: string;
  userId: number | null;
  subscriptionId: number | null;
  purpose: "subscription" | "credits" | "test";
  amountCents: number;
  currency: string;
  paidAt: Date;
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
 * The membership rules: a subscription starts when the provider confirms it, renews on each
 * confirmed payment, and a cancellation keeps access until the later of the running period's
 * end and the minimum term. Every change runs in one transaction with the provider event that
 * caused it, so a redelivered event has no second effect.
 */
export function createSubscriptionsService(deps: { db: Kysely<Database>; clock: Clock; log: FastifyBaseLogger }) {
  const { db, clock, log } = deps;
  const repoOf = (executor: Kysely<Database>) => createSubscriptionsRepo(executor);

  async function activateWith(executor: Kysely<Database>, input: ActivateInput): Promise<SubscriptionRow> {
    const repo = repoOf(executor);
    const existing = await repo.byProviderId(input.provider, input.providerSubscriptionId);
    const now = clock.now();
    if (existing) {
      if (existing.user_id !== input.userId) throw new Error("subscription belongs to another user");
      if (existing.status !== "pending") {
        return input.providerStatus && input.providerStatus !== existing.provider_status
          ? repo.update(existing.id, { provider_status: input.providerStatus, updated_at: now.toISOString() })
          : existing;
      }
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
    if (existing) return repo.update(existing.id, values);
    return repo.insert({ ...values, created_at: now.toISOString() });
  }

  return {
    clock,

    byProviderId: (provider: PaymentProvider, id: string) => repoOf(db).byProviderId(provider, id),
    byId: (id: number) => repoOf(db).byId(id),
    currentFor: (userId: number) => repoOf(db).currentFor(userId, clock.now()),

    /**
     * Runs `effect` once per provider event id: the event is recorded in the same
     * transaction, so concurrent or repeated deliveries of one event have one effect.
     * Returns false for a duplicate.
     */
    async onceForEvent(
      provider: string,
      eventId: string,
      eventType: string,
      effect: (trx: Kysely<Database>) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("payment_events")
          .values({ provider, event_id: eventId, event_type: eventType, received_at: clock.now().toISOString() })
          .onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
        await effect(trx);
        return true;
      });
    },

    /** Records a subscription the provider has not approved yet, so webhooks can find it. */
    async recordPending(userId: number, provider: PaymentProvider, providerSubscriptionId: string): Promise<void> {
      const now = clock.now().toISOString();
      await db
        .insertInto("subscriptions")
        .values({
          user_id: userId,
          plan_id: premiumPlan.id,
          status: "pending",
          provider,
          provider_subscription_id: providerSubscriptionId,
          start_date: now,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(["provider", "provider_subscription_id"]).doNothing())
        .execute();
    },

    /** Starts access for a subscription the provider confirmed. Idempotent. */
    activate: (input: ActivateInput, executor: Kysely<Database> = db) => activateWith(executor, input),

    /** Stores a payment once (keyed by the provider's payment id); false if already stored. */
    async recordPayment(input: PaymentInput, executor: Kysely<Database> = db): Promise<boolean> {
      const result = await executor
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

    /**
     * A payment arrived: the paid period grows, and a running subscription's next billing date
     * moves to the period after `paidAt`. A cancelled one keeps being billed until the provider
     * is stopped, so its paid period grows too.
     */
    async renewed(subscriptionId: number, paidAt: Date, executor: Kysely<Database> = db): Promise<void> {
      const repo = repoOf(executor);
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

    /** When a cancellation declared now would take effect (shown before the member confirms). */
    effectiveEndIfCancelledNow(row: SubscriptionRow): Date {
      if (row.status === "cancelled" && row.access_until) return new Date(row.access_until);
      return cancellationEffectiveAt(termsOf(row), clock.now());
    },

    /**
     * The member (or the administrator, or the § 312k form) cancels. Access stays until the
     * end (decision 0006; a wished later end within 12 months ends with the billing period it
     * falls in); the provider subscription is cancelled by the job just before it. A second
     * cancellation can bring the end forward to the earliest possible date but never pushes it
     * back (decision 0007), so repeating one changes nothing.
     */
    async cancel(subscriptionId: number, executor: Kysely<Database> = db, wishedEnd?: Date): Promise<SubscriptionRow> {
      const repo = repoOf(executor);
      const row = await repo.byId(subscriptionId);
      if (!row) throw new Error(`subscription ${subscriptionId} not found`);
      const now = clock.now();
      const end = cancellationEndFor(termsOf(row), now, wishedEnd);
      if (row.status === "active") {
        return repo.update(row.id, {
          status: "cancelled",
          cancelled_at: now.toISOString(),
          access_until: end.toISOString(),
          next_billing_date: null,
          provider_cancel_due_at: providerCancelDueAt(end, now).toISOString(),
          updated_at: now.toISOString(),
        });
      }
      const current = row.access_until ? new Date(row.access_until) : null;
      if (row.status !== "cancelled" || !current || end >= current || current <= now) return row;
      const moved = await repo.bringEndForward(row.id, current, end, providerCancelDueAt(end, now), now);
      return moved ?? row;
    },

    /**
     * The owner takes a cancellation back ("Kündigung zurücknehmen"): the membership runs on as
     * if it had not been cancelled. Possible only while access lasts and the provider
     * subscription has not been stopped (or claimed for stopping) yet; null otherwise.
     */
    async resume(subscriptionId: number, executor: Kysely<Database> = db): Promise<SubscriptionRow | null> {
      const repo = repoOf(executor);
      const row = await repo.byId(subscriptionId);
      if (!row || row.status !== "cancelled") return null;
      const now = clock.now();
      return repo.resumeIfRevocable(row.id, nextBillingAfter(termsOf(row), now), now);
    },

    /**
     * A withdrawal within the 14 days (§ 356a BGB): the contract ends now, access with it, and
     * the provider subscription is due for cancellation at once. Refunds are handled by support.
     */
    async withdraw(subscriptionId: number, executor: Kysely<Database> = db): Promise<SubscriptionRow> {
      const repo = repoOf(executor);
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
     * The provider ended the subscription on its side (cancelled in the PayPal account,
     * suspended after a failed payment, expired). Nothing more will be billed, so access ends
     * with the last period paid at the latest, whatever end a cancellation had set, and the
     * provider needs no cancel call from us.
     */
    async endedByProvider(
      row: SubscriptionRow,
      providerStatus: string,
      executor: Kysely<Database> = db,
    ): Promise<SubscriptionRow> {
      const now = clock.now();
      const repo = repoOf(executor);
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
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
