import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

// The waiting e-mail changes. Tokens arrive here hashed; what a token means is decided in
// email-changes.ts.
type Executor = Kysely<Database>;

/**
 * The account's one waiting change becomes this one: an older link stops working. One
 * statement (the user id is unique), so requests at once leave exactly one change.
 */
export async function replaceEmailChange(
  executor: Executor,
  row: { tokenHash: string; userId: number; newEmail: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  const values = {
    token_hash: row.tokenHash,
    new_email: row.newEmail,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
  await executor
    .insertInto("email_changes")
    .values({ ...values, user_id: row.userId })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}

/** Deletes the account's change behind the token and answers what it was, once. */
export function takeEmailChange(executor: Executor, tokenHash: string, userId: number) {
  return executor
    .deleteFrom("email_changes")
    .where("token_hash", "=", tokenHash)
    .where("user_id", "=", userId)
    .returning(["user_id", "new_email", "expires_at"])
    .executeTakeFirst();
}

export function findEmailChangeOf(executor: Executor, userId: number) {
  return executor
    .selectFrom("email_changes")
    .select(["new_email", "expires_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
