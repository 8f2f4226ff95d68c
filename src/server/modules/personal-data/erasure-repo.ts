import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";

/** A waiting change of the e-mail address goes with the account: nothing is kept. */
export function createPersonalDataErasure(): AccountErasure {
  return {
    async eraseUser(executor: Kysely<Database>, userId: number) {
      await executor.deleteFrom("email_changes").where("user_id", "=", userId).execute();
      return null;
    },
    purgeKept: async () => 0,
  };
}
