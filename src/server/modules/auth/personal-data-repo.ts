import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * The logins of an account for its owner's data export: the sessions' dates, whether a second
 * factor is set up, the reset links and registration grants, each without the secret or hash
 * that would make it usable.
 */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const [sessions, second_factors, second_factor_recovery_codes, password_reset_tokens, registration_grants] =
    await Promise.all([
      db
        .selectFrom("sessions")
        .select(["created_at", "last_seen_at", "expires_at", "second_factor_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),
      db.selectFrom("second_factors").select(["created_at", "confirmed_at"]).where("user_id", "=", userId).execute(),
      db
        .selectFrom("second_factor_recovery_codes")
        .select(["used_at"])
        .where("user_id", "=", userId)
        .orderBy("used_at")
        .execute(),
      db
        .selectFrom("password_reset_tokens")
        .select(["created_at", "expires_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),
      db
        .selectFrom("registration_grants")
        .select(["created_at", "expires_at", "consumed_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),
    ]);
  return { sessions, second_factors, second_factor_recovery_codes, password_reset_tokens, registration_grants };
}
