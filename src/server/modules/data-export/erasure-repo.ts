import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";

/** An export and its file go with the account: nothing is kept (docs/decisions/0037). */
export function createDataExportErasure(): AccountErasure {
  return {
    async eraseUser(executor: Kysely<Database>, userId: number) {
      await executor.deleteFrom("data_exports").where("user_id", "=", userId).execute();
      return null;
    },
    purgeKept: async () => 0,
  };
}
