import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";

/** Favourites, alerts and their mails go with the account: nothing is kept. */
export function createFavouritesErasure(): AccountErasure {
  return {
    async eraseUser(executor: Kysely<Database>, userId: number) {
      await executor.deleteFrom("availability_alert_mails").where("user_id", "=", userId).execute();
      await executor.deleteFrom("availability_alerts").where("user_id", "=", userId).execute();
      await executor.deleteFrom("favourites").where("user_id", "=", userId).execute();
      return null;
    },
    purgeKept: async () => 0,
  };
}
