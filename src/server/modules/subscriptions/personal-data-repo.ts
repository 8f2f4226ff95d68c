import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The account's memberships with their dates and states, for its owner's data export. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const subscriptions = await db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  return { subscriptions };
}
