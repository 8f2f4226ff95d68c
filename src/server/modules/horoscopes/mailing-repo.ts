import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface MailingRow {
  id: number;
  user_id: number;
  month: string;
}

/**
 * The queries of the monthly horoscope mail (mailing.ts): the queue in horoscope_mailings, and
 * what it reads of the months, texts and profiles. `staleBefore` is the moment before which a
 * claim counts as abandoned; `maxAttempts` ends the retries of a row.
 */
export function createMailingRepo(db: Kysely<Database>, maxAttempts: number) {
  const openRows = (month: string) =>
    db
      .selectFrom("horoscope_mailings")
      .where("month", "=", month)
      .where("sent_at", "is", null)
      .where("attempts", "<", maxAttempts);

  return {
    async isPublished(month: string): Promise<boolean> {
      const row = await db
        .selectFrom("horoscope_months")
        .select("published_at")
        .where("month", "=", month)
        .executeTakeFirst();
      return Boolean(row?.published_at);
    },

    /** Who asked for the mail and has chosen a sign. */
    async wantingMail(): Promise<number[]> {
      const rows = await db
        .selectFrom("horoscope_profiles")
        .select("user_id as id")
        .where("monthly_mail", "=", 1)
        .where("sign", "is not", null)
        .execute();
      return rows.map((row) => row.id);
    },

    /** True when a row was queued; the unique key keeps each member and month to one row. */
    async enqueue(userId: number, month: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insertInto("horoscope_mailings")
        .values({ user_id: userId, month, created_at: at.toISOString() })
        .onConflict((oc) => oc.columns(["user_id", "month"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** True only for the process whose update took the claim. */
    async claim(id: number, at: Date, staleBefore: Date): Promise<boolean> {
      const result = await db
        .updateTable("horoscope_mailings")
        .set((eb) => ({ claimed_at: at.toISOString(), attempts: eb("attempts", "+", 1) }))
        .where("id", "=", id)
        .where("sent_at", "is", null)
        .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", staleBefore.toISOString())]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    profileOf: (userId: number) =>
      db
        .selectFrom("horoscope_profiles")
        .select(["sign", "monthly_mail"])
        .where("user_id", "=", userId)
        .executeTakeFirst(),

    textsOf: (month: string, sign: string) =>
      db
        .selectFrom("horoscope_texts")
        .selectAll()
        .where("month", "=", month)
        .where("sign", "=", sign)
        .executeTakeFirst(),

    async drop(id: number): Promise<void> {
      await db.deleteFrom("horoscope_mailings").where("id", "=", id).execute();
    },

    async release(id: number): Promise<void> {
      await db.updateTable("horoscope_mailings").set({ claimed_at: null }).where("id", "=", id).execute();
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.updateTable("horoscope_mailings").set({ sent_at: at.toISOString() }).where("id", "=", id).execute();
    },

    async remaining(month: string): Promise<number> {
      const row = await openRows(month)
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The next open, unclaimed (or abandoned) rows of the month, oldest first. */
    openBatch(month: string, staleBefore: Date, limit: number): Promise<MailingRow[]> {
      return openRows(month)
        .select(["id", "user_id", "month"])
        .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", staleBefore.toISOString())]))
        .orderBy("id")
        .limit(limit)
        .execute();
    },

    async switchMailOff(userId: number, at: Date): Promise<void> {
      await db
        .updateTable("horoscope_profiles")
        .set({ monthly_mail: 0, updated_at: at.toISOString() })
        .where("user_id", "=", userId)
        .execute();
    },
  };
}
