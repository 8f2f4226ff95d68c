import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * Erases every way the account could log in or prove itself: sessions (so it is logged out
 * everywhere at once), registration grants, reset tokens and the second factor. Runs in the
 * caller's transaction (docs/decisions/0037).
 */
export async function eraseLoginsOf(executor: Kysely<Database>, userId: number): Promise<void> {
  await executor.deleteFrom("sessions").where("user_id", "=", userId).execute();
  await executor.deleteFrom("registration_grants").where("user_id", "=", userId).execute();
  await executor.deleteFrom("password_reset_tokens").where("user_id", "=", userId).execute();
  await executor.deleteFrom("second_factor_recovery_codes").where("user_id", "=", userId).execute();
  await executor.deleteFrom("second_factors").where("user_id", "=", userId).execute();
}
