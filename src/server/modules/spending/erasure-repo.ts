import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";

/** Limits, pauses, holds, notices and the summary opt-out go with the account: nothing is kept. */
export function createSpendingErasure(): AccountErasure {
  return {
    async eraseUser(executor: Kysely<Database>, userId: number) {
      await executor.deleteFrom("spending_limits").where("user_id", "=", userId).execute();
      await executor.deleteFrom("spending_pauses").where("user_id", "=", userId).execute();
      await executor.deleteFrom("spending_holds").where("user_id", "=", userId).execute();
      await executor.deleteFrom("spending_notices").where("user_id", "=", userId).execute();
      await executor.deleteFrom("spending_summary_optouts").where("user_id", "=", userId).execute();
      return null;
    },
    purgeKept: async () => 0,
  };
}
