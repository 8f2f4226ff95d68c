import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";

/** The sign, the mail choice and the mailings go with the account: nothing is kept. */
export function createHoroscopesErasure(): AccountErasure {
  return {
    async eraseUser(executor: Kysely<Database>, userId: number) {
      await executor.deleteFrom("horoscope_mailings").where("user_id", "=", userId).execute();
      await executor.deleteFrom("horoscope_profiles").where("user_id", "=", userId).execute();
      return null;
    },
    purgeKept: async () => 0,
  };
}
