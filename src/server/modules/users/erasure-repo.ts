import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The name a deleted account shows the administrator in place of the person's. */
export const deletedAccountName = "Gelöschtes Konto";

// Deleting an account (docs/decisions/0037): the row stays as an anonymous stub while kept
// records still name its id; its phone and address are free for a new registration at once.
export function createUsersErasureRepo(db: Kysely<Database>) {
  return {
    /** Locks the account for its deletion; false when it was locked already. */
    async markDeletionRequested(userId: number, at: Date): Promise<boolean> {
      const result = await db
        .updateTable("users")
        .set({ deletion_requested_at: at.toISOString() })
        .where("id", "=", userId)
        .where("deletion_requested_at", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The owner took the deletion back before its erasure (docs/decisions/0049). */
    async clearDeletionRequested(userId: number): Promise<void> {
      await db
        .updateTable("users")
        .set({ deletion_requested_at: null })
        .where("id", "=", userId)
        .where("deleted_at", "is", null)
        .execute();
    },

    /** Replaces everything personal of the account; the stub goes at `retainUntil`. */
    async anonymise(executor: Kysely<Database>, userId: number, at: Date, retainUntil: string): Promise<void> {
      await executor
        .updateTable("users")
        .set({
          name: deletedAccountName,
          // Not a phone number anyone can type: the unique index keeps one per stub.
          phone: `geloescht:${userId}`,
          email: null,
          // No password verifies against this, and no login finds the account any more.
          password_hash: "!",
          birth_date: null,
          deleted_at: at.toISOString(),
          retain_until: retainUntil,
        })
        .where("id", "=", userId)
        .execute();
    },

    /** Deletes the stubs whose kept records are gone. */
    async purge(now: Date): Promise<number> {
      const result = await db
        .deleteFrom("users")
        .where("deleted_at", "is not", null)
        .where("retain_until", "<=", now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
