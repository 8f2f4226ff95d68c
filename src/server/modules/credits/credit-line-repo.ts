import type { Kysely } from "kysely";
import { lockedRows } from "../../db/row-lock.ts";
import type { Database } from "../../db/schema.ts";

// The queries of the credit line's PINs (credit-pins.ts) and customer numbers
// (customer-numbers.ts).
type Executor = Kysely<Database>;

/** The PIN's try count and lock, under the row's lock on PostgreSQL (SQLite writes one at a time). */
export function pinTriesForUpdate(executor: Executor, userId: number) {
  const query = executor
    .selectFrom("credit_pins")
    .select(["failed_attempts", "locked_until"])
    .where("user_id", "=", userId);
  return lockedRows(executor, query).executeTakeFirst();
}

export async function setPinTries(
  executor: Executor,
  userId: number,
  tries: { failedAttempts: number; lockedUntil: string | null; at: Date },
): Promise<void> {
  await executor
    .updateTable("credit_pins")
    .set({ failed_attempts: tries.failedAttempts, locked_until: tries.lockedUntil, updated_at: tries.at.toISOString() })
    .where("user_id", "=", userId)
    .execute();
}

export async function hasPin(executor: Executor, userId: number): Promise<boolean> {
  const row = await executor
    .selectFrom("credit_pins")
    .select("user_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets or replaces the PIN without wrong tries and without a lock. */
export async function upsertPin(executor: Executor, userId: number, pinHash: string, at: Date): Promise<void> {
  const now = at.toISOString();
  await executor
    .insertInto("credit_pins")
    .values({ user_id: userId, pin_hash: pinHash, failed_attempts: 0, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({ pin_hash: pinHash, failed_attempts: 0, locked_until: null, updated_at: now }),
    )
    .execute();
}

export function pinOf(executor: Executor, userId: number) {
  return executor
    .selectFrom("credit_pins")
    .select(["pin_hash", "locked_until"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function customerNumberOf(executor: Executor, userId: number): Promise<string | undefined> {
  const row = await executor
    .selectFrom("credit_customer_numbers")
    .select("customer_number")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.customer_number;
}

/** Stores the number unless the account has one already or the number is taken. */
export async function insertCustomerNumber(executor: Executor, userId: number, number: string, at: Date) {
  await executor
    .insertInto("credit_customer_numbers")
    .values({ user_id: userId, customer_number: number, created_at: at.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function userOfCustomerNumber(executor: Executor, customerNumber: string): Promise<number | undefined> {
  const row = await executor
    .selectFrom("credit_customer_numbers")
    .select("user_id")
    .where("customer_number", "=", customerNumber)
    .executeTakeFirst();
  return row?.user_id;
}
