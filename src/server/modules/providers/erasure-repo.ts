import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";
import { keepRowsOf, purgeKeptRows } from "../../db/retention.ts";

/**
 * Credit orders are bookkeeping records: kept eight years. A card order only led to a payment,
 * which is kept on its own: it loses the account.
 */
export function createProviderOrdersErasure(db: Kysely<Database>): AccountErasure {
  return {
    async eraseUser(executor: Kysely<Database>, userId: number) {
      await executor.updateTable("card_orders").set({ user_id: null }).where("user_id", "=", userId).execute();
      return keepRowsOf(executor, "credit_orders", userId, "bookkeeping");
    },
    purgeKept: (now: Date) => purgeKeptRows(db, "credit_orders", now),
  };
}
