import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

// The queries of second-factor-store.ts. Each takes the executor it runs on, so the store
// decides what shares a transaction.
type Executor = Kysely<Database>;

export function confirmedSecondFactor(executor: Executor, userId: number) {
  return executor
    .selectFrom("second_factors")
    .selectAll()
    .where("user_id", "=", userId)
    .where("confirmed_at", "is not", null)
    .executeTakeFirst();
}

export function pendingSecondFactor(executor: Executor, userId: number) {
  return executor
    .selectFrom("second_factors")
    .selectAll()
    .where("user_id", "=", userId)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
}

/** True only for the request that moved last_used_step forward. */
export async function advanceLastUsedStep(executor: Executor, userId: number, step: number): Promise<boolean> {
  const result = await executor
    .updateTable("second_factors")
    .set({ last_used_step: step })
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodeHashes(executor: Executor, userId: number, hashes: string[]): Promise<void> {
  await executor.deleteFrom("second_factor_recovery_codes").where("user_id", "=", userId).execute();
  await executor
    .insertInto("second_factor_recovery_codes")
    .values(hashes.map((codeHash) => ({ code_hash: codeHash, user_id: userId, used_at: null })))
    .execute();
}

export async function unusedRecoveryCodeCount(executor: Executor, userId: number): Promise<number> {
  const row = await executor
    .selectFrom("second_factor_recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function replaceSecret(executor: Executor, userId: number, secret: string, at: Date): Promise<void> {
  await executor.deleteFrom("second_factors").where("user_id", "=", userId).execute();
  await executor
    .insertInto("second_factors")
    .values({ user_id: userId, secret, confirmed_at: null, last_used_step: null, created_at: at.toISOString() })
    .execute();
}

/** True only for the request that switched the pending factor on. */
export async function markConfirmed(executor: Executor, userId: number, step: number, at: Date): Promise<boolean> {
  const switched = await executor
    .updateTable("second_factors")
    .set({ confirmed_at: at.toISOString(), last_used_step: step })
    .where("user_id", "=", userId)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return Number(switched.numUpdatedRows) === 1;
}

/** True only for the request that spent the unused code. */
export async function spendRecoveryCode(executor: Executor, userId: number, codeHash: string, at: Date) {
  const spent = await executor
    .updateTable("second_factor_recovery_codes")
    .set({ used_at: at.toISOString() })
    .where("code_hash", "=", codeHash)
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Removes the factor and its recovery codes; true when there was one. */
export async function deleteSecondFactor(executor: Executor, userId: number): Promise<boolean> {
  await executor.deleteFrom("second_factor_recovery_codes").where("user_id", "=", userId).execute();
  const removed = await executor.deleteFrom("second_factors").where("user_id", "=", userId).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
