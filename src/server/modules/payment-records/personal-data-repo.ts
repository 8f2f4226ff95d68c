import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The account's payments, for its owner's data export. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const payments = await db.selectFrom("payments").selectAll().where("user_id", "=", userId).orderBy("id").execute();
  return { payments };
}
