import type { Insertable, Kysely } from "kysely";
import type { Database, RegistrationGrantsTable, SessionsTable } from "../../db/schema.ts";

// The queries behind the session store, the password reset tokens and the registration
// grants. Tokens arrive here hashed; what a token means is decided in those files.
type Executor = Kysely<Database>;

export async function insertSession(executor: Executor, row: Insertable<SessionsTable>): Promise<void> {
  await executor.insertInto("sessions").values(row).execute();
}

export function findSession(executor: Executor, idHash: string) {
  return executor.selectFrom("sessions").selectAll().where("id_hash", "=", idHash).executeTakeFirst();
}

/** The account took its deletion back: its restricted sessions become full ones (docs/decisions/0049). */
export async function liftDeletionRestriction(executor: Executor, userId: number): Promise<void> {
  await executor.updateTable("sessions").set({ deletion_pending: 0 }).where("user_id", "=", userId).execute();
}

export async function deleteSession(executor: Executor, idHash: string): Promise<void> {
  await executor.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
}

export async function touchSession(executor: Executor, idHash: string, at: Date): Promise<void> {
  await executor
    .updateTable("sessions")
    .set({ last_seen_at: at.toISOString() })
    .where("id_hash", "=", idHash)
    .execute();
}

export async function markSessionSecondFactor(executor: Executor, idHash: string, at: Date): Promise<void> {
  await executor
    .updateTable("sessions")
    .set({ second_factor_at: at.toISOString() })
    .where("id_hash", "=", idHash)
    .execute();
}

export async function deleteUnconfirmedSessions(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom("sessions").where("user_id", "=", userId).where("second_factor_at", "is", null).execute();
}

export async function countSessionsAlive(executor: Executor, userId: number, at: Date): Promise<number> {
  const row = await executor
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .where("expires_at", ">", at.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every session of the account and every registration grant that could start one. */
export async function deleteAllLoginsOf(executor: Executor, userId: number): Promise<void> {
  await executor.transaction().execute(async (trx) => {
    await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("registration_grants").where("user_id", "=", userId).execute();
  });
}

/**
 * Every session of the account but the one kept, every registration grant that could start
 * one, and a waiting password reset link: what a password change leaves is the session that made it.
 */
export async function deleteOtherLoginsOf(executor: Executor, userId: number, keepIdHash: string): Promise<void> {
  await executor.transaction().execute(async (trx) => {
    await trx.deleteFrom("sessions").where("user_id", "=", userId).where("id_hash", "!=", keepIdHash).execute();
    await trx.deleteFrom("registration_grants").where("user_id", "=", userId).execute();
    await trx.deleteFrom("password_reset_tokens").where("user_id", "=", userId).execute();
  });
}

/** The user's one live reset token becomes this one. */
export async function replaceResetToken(
  executor: Executor,
  row: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await executor.transaction().execute(async (trx) => {
    await trx.deleteFrom("password_reset_tokens").where("user_id", "=", row.userId).execute();
    await trx
      .insertInto("password_reset_tokens")
      .values({
        token_hash: row.tokenHash,
        user_id: row.userId,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
      })
      .execute();
  });
}

/** Deletes the token and answers what it was, once. */
export function takeResetToken(executor: Executor, tokenHash: string) {
  return executor
    .deleteFrom("password_reset_tokens")
    .where("token_hash", "=", tokenHash)
    .returning(["user_id", "expires_at"])
    .executeTakeFirst();
}

export async function deleteExpiredGrants(executor: Executor, at: Date): Promise<void> {
  await executor.deleteFrom("registration_grants").where("expires_at", "<=", at.toISOString()).execute();
}

export async function insertGrant(executor: Executor, row: Insertable<RegistrationGrantsTable>): Promise<void> {
  await executor.insertInto("registration_grants").values(row).execute();
}

export async function liveGrantUser(executor: Executor, tokenHash: string, at: Date): Promise<number | null> {
  const row = await executor
    .selectFrom("registration_grants")
    .select("user_id")
    .where("token_hash", "=", tokenHash)
    .where("consumed_at", "is", null)
    .where("expires_at", ">", at.toISOString())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** One conditional update: of concurrent calls with the same token exactly one gets true. */
export async function consumeGrant(executor: Executor, tokenHash: string, userId: number, at: Date) {
  const result = await executor
    .updateTable("registration_grants")
    .set({ consumed_at: at.toISOString() })
    .where("token_hash", "=", tokenHash)
    .where("user_id", "=", userId)
    .where("consumed_at", "is", null)
    .where("expires_at", ">", at.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteGrant(executor: Executor, tokenHash: string): Promise<void> {
  await executor.deleteFrom("registration_grants").where("token_hash", "=", tokenHash).execute();
}
