import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";
import { keepRowsOf, purgeKeptRows } from "../../db/retention.ts";

/**
 * Cancellations and withdrawals are business letters: kept six years as received. Their
 * confirmation links die with the account.
 */
export function createDeclarationsErasure(db: Kysely<Database>): AccountErasure {
  return {
    async eraseUser(executor: Kysely<Database>, userId: number) {
      await executor
        .updateTable("contract_declarations")
        .set({ confirm_token_hash: null, confirm_token_expires_at: null })
        .where("user_id", "=", userId)
        .execute();
      return keepRowsOf(executor, "contract_declarations", userId, "businessLetters");
    },
    purgeKept: (now: Date) => purgeKeptRows(db, "contract_declarations", now),
  };
}
