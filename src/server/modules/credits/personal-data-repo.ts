import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * The account's Cosmos Credits for its owner's data export: balance, customer number, ledger,
 * credit-line calls and the PIN's state (never its hash).
 */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const [credit_accounts, credit_customer_numbers, credit_entries, credit_calls, credit_pins] = await Promise.all([
    db.selectFrom("credit_accounts").selectAll().where("user_id", "=", userId).execute(),
    db.selectFrom("credit_customer_numbers").selectAll().where("user_id", "=", userId).execute(),
    db.selectFrom("credit_entries").selectAll().where("user_id", "=", userId).orderBy("id").execute(),
    db.selectFrom("credit_calls").selectAll().where("user_id", "=", userId).orderBy("started_at").execute(),
    db
      .selectFrom("credit_pins")
      .select(["failed_attempts", "locked_until", "updated_at"])
      .where("user_id", "=", userId)
      .execute(),
  ]);
  return { credit_accounts, credit_customer_numbers, credit_entries, credit_calls, credit_pins };
}
