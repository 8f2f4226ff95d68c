import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The advertising conversions recorded for the account (click ids included), for its data export. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const conversions = await db
    .selectFrom("conversions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  return { conversions };
}
