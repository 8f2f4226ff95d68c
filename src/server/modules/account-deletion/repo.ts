import type { Kysely, Selectable } from "kysely";
import type { AccountDeletionsTable, Database } from "../../db/schema.ts";

export type AccountDeletionRow = Selectable<AccountDeletionsTable>;

export function createAccountDeletionsRepo(db: Kysely<Database>) {
  return {
    find(userId: number): Promise<AccountDeletionRow | undefined> {
      return db.selectFrom("account_deletions").selectAll().where("user_id", "=", userId).executeTakeFirst();
    },

    /**
     * Records the deletion, claimed by the caller until it has set the due date; false when the
     * account's deletion was recorded already (the primary key decides between simultaneous ones).
     */
    async insertOnce(row: Omit<AccountDeletionRow, "erased_at">): Promise<boolean> {
      const result = await db
        .insertInto("account_deletions")
        .values({ ...row, erased_at: null })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .returning("user_id")
        .executeTakeFirst();
      return result !== undefined;
    },

    async setDue(userId: number, dueAt: Date): Promise<void> {
      await db
        .updateTable("account_deletions")
        .set({ due_at: dueAt.toISOString(), claimed_at: null })
        .where("user_id", "=", userId)
        .execute();
    },

    /** The deletions due at `now`, not erased, and not claimed by a process that is still at it. */
    async due(now: Date, staleBefore: Date, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom("account_deletions")
        .select("user_id")
        .where("erased_at", "is", null)
        .where("due_at", "<=", now.toISOString())
        .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", staleBefore.toISOString())]))
        .orderBy("due_at")
        .limit(limit)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** A conditional update: of several processes exactly one gets the row. */
    async claim(userId: number, now: Date, staleBefore: Date): Promise<boolean> {
      const result = await db
        .updateTable("account_deletions")
        .set({ claimed_at: now.toISOString() })
        .where("user_id", "=", userId)
        .where("erased_at", "is", null)
        .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", staleBefore.toISOString())]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Takes a waiting deletion back; false when there is none, or a process is erasing it right
     * now (its claim is fresh), which the conditional delete leaves alone.
     */
    async withdraw(userId: number, staleBefore: Date): Promise<boolean> {
      const result = await db
        .deleteFrom("account_deletions")
        .where("user_id", "=", userId)
        .where("erased_at", "is", null)
        .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", staleBefore.toISOString())]))
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async release(userId: number): Promise<void> {
      await db.updateTable("account_deletions").set({ claimed_at: null }).where("user_id", "=", userId).execute();
    },

    async markErased(executor: Kysely<Database>, userId: number, at: Date): Promise<void> {
      await executor
        .updateTable("account_deletions")
        .set({ erased_at: at.toISOString(), claimed_at: null })
        .where("user_id", "=", userId)
        .execute();
    },

    /** The database outside any transaction, for the other modules' verbs that take one. */
    executor: db,

    /** Runs the erasure in one transaction: all of it or nothing. */
    inTransaction: <T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type AccountDeletionsRepo = ReturnType<typeof createAccountDeletionsRepo>;
