import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * What the administration did to or for the account, for its owner's data export; without the
 * acting administrator and their address, which are the staff's data.
 */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const admin_audit_log = await db
    .selectFrom("admin_audit_log")
    .select(["id", "action", "before_json", "after_json", "created_at"])
    .where("target_user_id", "=", userId)
    .orderBy("id")
    .execute();
  return { admin_audit_log };
}
