import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";

/** The advertising conversions of the account (click ids) go with it: nothing is kept. */
export function createConversionsErasure(): AccountErasure {
  return {
    async eraseUser(executor: Kysely<Database>, userId: number) {
      await executor.deleteFrom("conversions").where("user_id", "=", userId).execute();
      return null;
    },
    purgeKept: async () => 0,
  };
}
