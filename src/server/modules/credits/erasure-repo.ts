import type { Kysely } from "kysely";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { Database } from "../../db/schema.ts";
import { keepRowsOf, latest, purgeKeptRows } from "../../db/retention.ts";

/**
 * The credit ledger and the credit-line calls behind its debits are bookkeeping records, kept
 * eight years without the caller's number; the balance, the PIN and the customer number go.
 */
export function createCreditsErasure(db: Kysely<Database>): AccountErasure {
  return {
    async eraseUser(executor: Kysely<Database>, userId: number) {
      await executor.deleteFrom("credit_pins").where("user_id", "=", userId).execute();
      await executor.deleteFrom("credit_customer_numbers").where("user_id", "=", userId).execute();
      await executor.deleteFrom("credit_accounts").where("user_id", "=", userId).execute();
      // "+" is how a withheld number is stored: the kept record names no caller.
      await executor.updateTable("credit_calls").set({ caller_number: "+" }).where("user_id", "=", userId).execute();
      return latest([
        await keepRowsOf(executor, "credit_entries", userId, "bookkeeping"),
        await keepRowsOf(executor, "credit_calls", userId, "bookkeeping"),
      ]);
    },
    async purgeKept(now: Date) {
      return (await purgeKeptRows(db, "credit_calls", now)) + (await purgeKeptRows(db, "credit_entries", now));
    },
  };
}
