import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Named settings shared by every server process (operator toggles, provider bootstrap ids). */
export function createSettingsRepo(db: Kysely<Database>) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
      return row?.value;
    },

    async set(key: string, value: string): Promise<void> {
      const updatedAt = new Date().toISOString();
      await db
        .insertInto("settings")
        .values({ key, value, updated_at: updatedAt })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: updatedAt }))
        .execute();
    },
  };
}
