import type { Kysely, Selectable } from "kysely";
import type { Database, SubscriptionsTable } from "../../db/schema.ts";

export type SubscriptionRow = Selectable<SubscriptionsTable>;

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
  };
}

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
