import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The account's receipts (payments and refunds), for its owner's data export. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const receipts = await db.selectFrom("receipts").selectAll().where("user_id", "=", userId).orderBy("id").execute();
  return { receipts };
}
