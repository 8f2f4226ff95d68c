import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { Database, SubscriptionsTable } from "../../db/schema.ts";

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type NewSubscription = Insertable<SubscriptionsTable>;
export type SubscriptionChanges = Updateable<SubscriptionsTable>;

/**
 * How long a billed subscription keeps access after its paid period without a renewal: a
 * provider may collect a few hours late or retry a card, but Premium is never open for long
 * on money that did not arrive (docs/decisions/0007).
 */
export const unpaidGraceMs = 3 * 24 * 60 * 60 * 1000;

export function createSubscriptionsRepo(db: Kysely<Database>) {
  /**
   * The subscriptions that give access now: running, or cancelled with access not yet ended,
   * and in both cases paid (within the grace period). Newest first.
   */
  function giving(now: Date) {
    const paidSince = new Date(now.getTime() - unpaidGraceMs).toISOString();
    return db
      .selectFrom("subscriptions")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb("status", "=", "active"),
          eb.and([eb("status", "=", "cancelled"), eb("access_until", ">", now.toISOString())]),
        ]),
      )
      .where((eb) => eb.or([eb("paid_until", "is", null), eb("paid_until", ">", paidSince)]))
      .orderBy("start_date", "desc")
      .orderBy("id", "desc");
  }

  return {
    /** The subscription that gives access now; the newest wins. */
    currentFor(userId: number, now: Date = new Date()): Promise<SubscriptionRow | undefined> {
      return giving(now).where("user_id", "=", userId).executeTakeFirst();
    },

    /** An account's memberships, newest first, whatever their state. */
    allFor(userId: number, limit: number): Promise<SubscriptionRow[]> {
      return db
        .selectFrom("subscriptions")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },

    /** currentFor for a page of users in one query; users without one are missing. */
    async currentForEach(userIds: number[], now: Date = new Date()): Promise<Map<number, SubscriptionRow>> {
      const current = new Map<number, SubscriptionRow>();
      if (userIds.length === 0) return current;
      for (const row of await giving(now).where("user_id", "in", userIds).execute()) {
        if (!current.has(row.user_id)) current.set(row.user_id, row);
      }
      return current;
    },

    byId(id: number): Promise<SubscriptionRow | undefined> {
      return db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
    },

    byProviderId(provider: string, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      return db
        .selectFrom("subscriptions")
        .selectAll()
        .where("provider", "=", provider)
        .where("provider_subscription_id", "=", providerSubscriptionId)
        .executeTakeFirst();
    },

    /** A subscription the provider has not approved yet, so that its webhooks can find it. */
    async insertPending(row: NewSubscription): Promise<void> {
      await db
        .insertInto("subscriptions")
        .values(row)
        .onConflict((oc) => oc.columns(["provider", "provider_subscription_id"]).doNothing())
        .execute();
    },

    async insert(row: NewSubscription): Promise<SubscriptionRow> {
      return db.insertInto("subscriptions").values(row).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, changes: SubscriptionChanges): Promise<SubscriptionRow> {
      return db.updateTable("subscriptions").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * Applies `changes` only while the subscription is still running; of several simultaneous
     * cancellations exactly one gets the row back, the others null.
     */
    async updateIfActive(id: number, changes: SubscriptionChanges): Promise<SubscriptionRow | null> {
      const row = await db
        .updateTable("subscriptions")
        .set(changes)
        .where("id", "=", id)
        .where("status", "=", "active")
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Moves a cancellation's end to an earlier `end`, unless the provider is already being
     * stopped (then the job's call settles it). Null when nothing was changed.
     */
    async bringEndForward(
      id: number,
      currentEnd: Date,
      end: Date,
      providerCancelDueAt: Date,
      now: Date,
    ): Promise<SubscriptionRow | null> {
      const row = await db
        .updateTable("subscriptions")
        .set({
          access_until: end.toISOString(),
          provider_cancel_due_at: providerCancelDueAt.toISOString(),
          updated_at: now.toISOString(),
        })
        .where("id", "=", id)
        .where("status", "=", "cancelled")
        .where("access_until", "=", currentEnd.toISOString())
        .where("provider_cancelled_at", "is", null)
        .where("provider_cancel_claimed_at", "is", null)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Undoes a cancellation while access lasts and the provider subscription is neither
     * stopped nor claimed for stopping; the condition is in the update itself, so the job and
     * a click at the same moment cannot both win. Null when it is too late.
     */
    async resumeIfRevocable(id: number, nextBillingDate: Date, now: Date): Promise<SubscriptionRow | null> {
      const row = await db
        .updateTable("subscriptions")
        .set({
          status: "active",
          access_until: null,
          cancelled_at: null,
          next_billing_date: nextBillingDate.toISOString(),
          provider_cancel_due_at: null,
          updated_at: now.toISOString(),
        })
        .where("id", "=", id)
        .where("status", "=", "cancelled")
        .where("access_until", ">", now.toISOString())
        .where("provider_cancelled_at", "is", null)
        .where("provider_cancel_claimed_at", "is", null)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    /** Subscriptions whose provider side must be cancelled by now and is not yet. */
    dueForProviderCancel(now: Date, staleClaimBefore: Date): Promise<SubscriptionRow[]> {
      return db
        .selectFrom("subscriptions")
        .selectAll()
        .where("provider_cancel_due_at", "<=", now.toISOString())
        .where("provider_cancelled_at", "is", null)
        .where((eb) =>
          eb.or([
            eb("provider_cancel_claimed_at", "is", null),
            eb("provider_cancel_claimed_at", "<", staleClaimBefore.toISOString()),
          ]),
        )
        .orderBy("provider_cancel_due_at")
        .limit(50)
        .execute();
    },

    /** Claims a row for this process; false when another process got there first. */
    async claimProviderCancel(id: number, claimedAt: Date, staleClaimBefore: Date): Promise<boolean> {
      const result = await db
        .updateTable("subscriptions")
        .set({ provider_cancel_claimed_at: claimedAt.toISOString() })
        .where("id", "=", id)
        .where("provider_cancelled_at", "is", null)
        .where((eb) =>
          eb.or([
            eb("provider_cancel_claimed_at", "is", null),
            eb("provider_cancel_claimed_at", "<", staleClaimBefore.toISOString()),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
