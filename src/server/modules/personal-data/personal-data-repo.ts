import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The account's waiting e-mail changes, without the link's hash, for its owner's data export. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const email_changes = await db
    .selectFrom("email_changes")
    .select(["new_email", "created_at", "expires_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return { email_changes };
}
