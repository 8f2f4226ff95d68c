import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The account's calls on every line, for its owner's data export. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const calls = await db.selectFrom("calls").selectAll().where("user_id", "=", userId).orderBy("id").execute();
  return { calls };
}
