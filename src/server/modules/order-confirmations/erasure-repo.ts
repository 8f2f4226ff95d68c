import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";
import { keepRowsOf, purgeKeptRows } from "../../db/retention.ts";

/** Order confirmations are business letters: kept six years. */
export function createOrderConfirmationsErasure(db: Kysely<Database>): AccountErasure {
  return {
    eraseUser: (executor: Kysely<Database>, userId: number) =>
      keepRowsOf(executor, "order_confirmations", userId, "businessLetters"),
    purgeKept: (now: Date) => purgeKeptRows(db, "order_confirmations", now),
  };
}
