import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * The claim of alerts inside a status change's transaction (docs/decisions/0042): read the
 * candidates, take each with a conditional update, queue one mail per alert taken.
 */
export function createClaimRepo(trx: Kysely<Database>) {
  return {
    /** The consultant's alerts that may be due by their last mail (the hour is checked by the caller). */
    candidates(consultantId: number, mailedBefore: string) {
      return trx
        .selectFrom("availability_alerts")
        .select(["id", "user_id", "any_hour"])
        .where("consultant_id", "=", consultantId)
        .where((eb) => eb.or([eb("last_mailed_at", "is", null), eb("last_mailed_at", "<=", mailedBefore)]))
        .orderBy("id")
        .execute();
    },

    /**
     * True only for the transaction whose update took the alert: a second change (another process,
     * a flapping status) finds its last mail's time already set and takes nothing.
     */
    async take(alertId: number, mailedBefore: string, at: string): Promise<boolean> {
      const result = await trx
        .updateTable("availability_alerts")
        .set({ last_mailed_at: at })
        .where("id", "=", alertId)
        .where((eb) => eb.or([eb("last_mailed_at", "is", null), eb("last_mailed_at", "<=", mailedBefore)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** One mail per alert and status event: the unique key keeps a repeat out. */
    async queue(mail: { alertId: number; eventId: number; userId: number; consultantId: number; at: string }) {
      await trx
        .insertInto("availability_alert_mails")
        .values({
          alert_id: mail.alertId,
          status_event_id: mail.eventId,
          user_id: mail.userId,
          consultant_id: mail.consultantId,
          queued_at: mail.at,
        })
        .onConflict((oc) => oc.columns(["alert_id", "status_event_id"]).doNothing())
        .execute();
    },
  };
}
