import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { Database, SubscriptionsTable } from "../../db/schema.ts";

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type NewSubscription = Insertable<SubscriptionsTable>;
export type SubscriptionChanges = Updateable<SubscriptionsTable>;

export function createSubscriptionsRepo(db: Kysely<Database>) {
  return {
    /**
     * The subscription that gives access now: running, or cancelled with access not yet
     * ended. The newest wins when there are several.
     */
    currentFor(userId: number, now: Date = new Date()): Promise<SubscriptionRow | undefined> {
      return db
        .selectFrom("subscriptions")
        .selectAll()
        .where("user_id", "=", userId)
        .where((eb) =>
          eb.or([
            eb("status", "=", "active"),
            eb.and([eb("status", "=", "cancelled"), eb("access_until", ">", now.toISOString())]),
          ]),
        )
        .orderBy("start_date", "desc")
        .orderBy("id", "desc")
        .executeTakeFirst();
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

    async insert(row: NewSubscription): Promise<SubscriptionRow> {
      return db.insertInto("subscriptions").values(row).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, changes: SubscriptionChanges): Promise<SubscriptionRow> {
      return db.updateTable("subscriptions").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
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

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
