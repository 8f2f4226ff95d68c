import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";
import { keepRowsOf, purgeKeptRows } from "../../db/retention.ts";

/** Receipts and refund receipts are bookkeeping records: kept eight years. */
export function createReceiptsErasure(db: Kysely<Database>): AccountErasure {
  return {
    eraseUser: (executor: Kysely<Database>, userId: number) => keepRowsOf(executor, "receipts", userId, "bookkeeping"),
    purgeKept: (now: Date) => purgeKeptRows(db, "receipts", now),
  };
}
