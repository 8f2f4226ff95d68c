import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";
import { keepRowsOf, purgeKeptRows } from "../../db/retention.ts";

/** The calls behind the statements are bookkeeping records: kept eight years, without the caller's number. */
export function createCallsErasure(db: Kysely<Database>): AccountErasure {
  return {
    async eraseUser(executor: Kysely<Database>, userId: number) {
      await executor.updateTable("calls").set({ caller_number: "+" }).where("user_id", "=", userId).execute();
      return keepRowsOf(executor, "calls", userId, "bookkeeping");
    },
    purgeKept: (now: Date) => purgeKeptRows(db, "calls", now),
  };
}
