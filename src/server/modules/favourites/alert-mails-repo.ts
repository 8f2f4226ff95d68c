import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface AlertMailRow {
  id: number;
  alert_id: number;
  user_id: number;
  consultant_id: number;
}

/**
 * The queue of availability mails: rows are claimed before sending (claimed_at, attempts) and
 * marked sent afterwards. `staleBefore` is the moment before which a claim counts as abandoned;
 * `queuedAfter` the oldest a mail may be and still be sent.
 */
export function createAlertMailsRepo(db: Kysely<Database>, maxAttempts: number) {
  return {
    due(limits: { staleBefore: string; queuedAfter: string; limit: number }): Promise<AlertMailRow[]> {
      return db
        .selectFrom("availability_alert_mails")
        .select(["id", "alert_id", "user_id", "consultant_id"])
        .where("sent_at", "is", null)
        .where("attempts", "<", maxAttempts)
        .where("queued_at", ">", limits.queuedAfter)
        .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", limits.staleBefore)]))
        .orderBy("id")
        .limit(limits.limit)
        .execute();
    },

    /** True only for the process whose update took the claim. */
    async claim(id: number, at: string, staleBefore: string): Promise<boolean> {
      const result = await db
        .updateTable("availability_alert_mails")
        .set((eb) => ({ claimed_at: at, attempts: eb("attempts", "+", 1) }))
        .where("id", "=", id)
        .where("sent_at", "is", null)
        .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", staleBefore)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    alertOf: (alertId: number) =>
      db.selectFrom("availability_alerts").select(["id", "consultant_id"]).where("id", "=", alertId).executeTakeFirst(),

    async release(id: number): Promise<void> {
      await db.updateTable("availability_alert_mails").set({ claimed_at: null }).where("id", "=", id).execute();
    },

    async markSent(id: number, at: string): Promise<void> {
      await db.updateTable("availability_alert_mails").set({ sent_at: at }).where("id", "=", id).execute();
    },

    async drop(id: number): Promise<void> {
      await db.deleteFrom("availability_alert_mails").where("id", "=", id).execute();
    },

    /** Mails sent, or given up, before this moment: nothing needs them any more. */
    async purgeBefore(before: string): Promise<number> {
      const result = await db.deleteFrom("availability_alert_mails").where("queued_at", "<", before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
