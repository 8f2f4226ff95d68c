import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";
import { keepRowsOf, purgeKeptRows } from "../../db/retention.ts";

/** The payments are bookkeeping records: kept eight years. */
export function createPaymentRecordsErasure(db: Kysely<Database>): AccountErasure {
  return {
    eraseUser: (executor: Kysely<Database>, userId: number) => keepRowsOf(executor, "payments", userId, "bookkeeping"),
    purgeKept: (now: Date) => purgeKeptRows(db, "payments", now),
  };
}
