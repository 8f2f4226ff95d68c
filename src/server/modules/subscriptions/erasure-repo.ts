import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";

/**
 * The memberships go with the account; what must be kept of them is kept elsewhere: the
 * payments and receipts (8 years), the cancellation as a contract declaration and the order
 * confirmation (6 years). Kept payments lose the link to the row (set null by the database).
 */
export function createSubscriptionsErasure(db: Kysely<Database>) {
  const erasure: AccountErasure = {
    async eraseUser(executor: Kysely<Database>, userId: number) {
      await executor.deleteFrom("subscriptions").where("user_id", "=", userId).execute();
      return null;
    },
    purgeKept: async () => 0,
  };
  return {
    ...erasure,
    /**
     * Whether nothing of a membership still runs at `now`: no pending or active subscription, no
     * access left, and no provider subscription still to be stopped.
     */
    async finishedFor(userId: number, now: Date): Promise<boolean> {
      const open = await db
        .selectFrom("subscriptions")
        .select("id")
        .where("user_id", "=", userId)
        .where((eb) =>
          eb.or([
            eb("status", "in", ["pending", "active"]),
            eb("access_until", ">", now.toISOString()),
            eb.and([eb("provider_cancel_due_at", "is not", null), eb("provider_cancelled_at", "is", null)]),
          ]),
        )
        .executeTakeFirst();
      return open === undefined;
    },
  };
}
