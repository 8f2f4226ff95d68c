import type { Kysely, Selectable } from "kysely";
import type { DataExportsTable, Database } from "../../db/schema.ts";

export type DataExportRow = Omit<Selectable<DataExportsTable>, "content">;

const columns = [
  "id",
  "user_id",
  "open_user_id",
  "requested_at",
  "claimed_at",
  "attempts",
  "ready_at",
  "expires_at",
  "size_bytes",
  "mail_claimed_at",
  "mailed_at",
  "download_token_hash",
  "download_token_expires_at",
  "deleted_at",
] as const;

export function createDataExportsRepo(db: Kysely<Database>) {
  const openOf = (userId: number): Promise<DataExportRow | undefined> =>
    db.selectFrom("data_exports").select(columns).where("open_user_id", "=", userId).executeTakeFirst();

  return {
    openOf,

    /**
     * The user's open request, created when there is none: the unique open_user_id makes
     * requests that race land on one row.
     */
    async openOrCreate(userId: number, now: string): Promise<DataExportRow> {
      await db
        .insertInto("data_exports")
        .values({ user_id: userId, open_user_id: userId, requested_at: now })
        .onConflict((oc) => oc.column("open_user_id").doNothing())
        .execute();
      const row = await openOf(userId);
      if (!row) throw new Error(`data export of user ${userId} was not stored`);
      return row;
    },

    /** Requests not prepared yet and not claimed by a live process. */
    duePreparation(staleBefore: string, maxAttempts: number, limit: number): Promise<DataExportRow[]> {
      return db
        .selectFrom("data_exports")
        .select(columns)
        .where("ready_at", "is", null)
        .where("deleted_at", "is", null)
        .where("attempts", "<", maxAttempts)
        .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", staleBefore)]))
        .orderBy("id")
        .limit(limit)
        .execute();
    },

    /** One process wins the row; the others see zero rows updated. */
    async claim(id: number, now: string, staleBefore: string): Promise<boolean> {
      const result = await db
        .updateTable("data_exports")
        .set((eb) => ({ claimed_at: now, attempts: eb("attempts", "+", 1) }))
        .where("id", "=", id)
        .where("ready_at", "is", null)
        .where("deleted_at", "is", null)
        .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", staleBefore)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async storeFile(id: number, content: Uint8Array, readyAt: string, expiresAt: string): Promise<void> {
      await db
        .updateTable("data_exports")
        .set({ content, size_bytes: content.byteLength, ready_at: readyAt, expires_at: expiresAt, claimed_at: null })
        .where("id", "=", id)
        .where("deleted_at", "is", null)
        .execute();
    },

    async release(id: number): Promise<void> {
      await db.updateTable("data_exports").set({ claimed_at: null }).where("id", "=", id).execute();
    },

    /** Prepared, still offered, announcement not sent and not claimed by a live process. */
    dueMail(staleBefore: string, limit: number): Promise<DataExportRow[]> {
      return db
        .selectFrom("data_exports")
        .select(columns)
        .where("ready_at", "is not", null)
        .where("mailed_at", "is", null)
        .where("deleted_at", "is", null)
        .where((eb) => eb.or([eb("mail_claimed_at", "is", null), eb("mail_claimed_at", "<", staleBefore)]))
        .orderBy("id")
        .limit(limit)
        .execute();
    },

    async claimMail(id: number, now: string, staleBefore: string): Promise<boolean> {
      const result = await db
        .updateTable("data_exports")
        .set({ mail_claimed_at: now })
        .where("id", "=", id)
        .where("mailed_at", "is", null)
        .where((eb) => eb.or([eb("mail_claimed_at", "is", null), eb("mail_claimed_at", "<", staleBefore)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markMailed(id: number, now: string): Promise<void> {
      await db.updateTable("data_exports").set({ mailed_at: now }).where("id", "=", id).execute();
    },

    async releaseMail(id: number): Promise<void> {
      await db.updateTable("data_exports").set({ mail_claimed_at: null }).where("id", "=", id).execute();
    },

    /** Deletes the files offered until `now` or earlier; the request's dates stay. */
    async deleteExpired(now: string): Promise<number> {
      const result = await db
        .updateTable("data_exports")
        .set({
          content: null,
          open_user_id: null,
          deleted_at: now,
          download_token_hash: null,
          download_token_expires_at: null,
        })
        .where("expires_at", "<=", now)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async setDownloadToken(id: number, tokenHash: string, expiresAt: string): Promise<void> {
      await db
        .updateTable("data_exports")
        .set({ download_token_hash: tokenHash, download_token_expires_at: expiresAt })
        .where("id", "=", id)
        .execute();
    },

    /**
     * The file, once per token: the token is cleared in the same statement that finds it, so a
     * second use of it finds nothing.
     */
    async takeFile(userId: number, tokenHash: string, now: string): Promise<Uint8Array | undefined> {
      const result = await db
        .updateTable("data_exports")
        .set({ download_token_hash: null, download_token_expires_at: null })
        .where("open_user_id", "=", userId)
        .where("download_token_hash", "=", tokenHash)
        .where("download_token_expires_at", ">", now)
        .where("expires_at", ">", now)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      const row = await db
        .selectFrom("data_exports")
        .select("content")
        .where("open_user_id", "=", userId)
        .executeTakeFirst();
      return row?.content ?? undefined;
    },
  };
}
