import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

// The waiting confirmation links of the accounts' addresses; tokens arrive here hashed.
type Executor = Kysely<Database>;

/** The account's one waiting link becomes this one: an older link stops working. */
export async function replaceConfirmation(
  executor: Executor,
  row: { tokenHash: string; userId: number; email: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  const values = {
    token_hash: row.tokenHash,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
  await executor
    .insertInto("email_confirmations")
    .values({ ...values, user_id: row.userId })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}

/** Deletes the link behind the token and answers what it was, once: two clicks, one answer. */
export function takeConfirmation(executor: Executor, tokenHash: string) {
  return executor
    .deleteFrom("email_confirmations")
    .where("token_hash", "=", tokenHash)
    .returning(["user_id", "email", "expires_at"])
    .executeTakeFirst();
}

/** The account's waiting link goes with the account's erasure. */
export async function deleteConfirmationOf(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom("email_confirmations").where("user_id", "=", userId).execute();
}

/** The account's waiting link, without its hash, for its owner's data export. */
export async function personalDataOf(executor: Executor, userId: number) {
  const email_confirmations = await executor
    .selectFrom("email_confirmations")
    .select(["email", "created_at", "expires_at"])
    .where("user_id", "=", userId)
    .execute();
  return { email_confirmations };
}
