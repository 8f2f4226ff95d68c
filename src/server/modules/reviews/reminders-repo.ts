import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Which calls the monthly summary already named (docs/decisions/0040): each only once. */
export function createReminderRepo(db: Kysely<Database>) {
  return {
    async remindedAmong(callIds: readonly number[]): Promise<Set<number>> {
      if (callIds.length === 0) return new Set();
      const rows = await db
        .selectFrom("review_reminders")
        .select("call_id")
        .where("call_id", "in", [...callIds])
        .execute();
      return new Set(rows.map((row) => row.call_id));
    },
    /** A repeat (a second process sending the same summary) finds the call noted and keeps the first date. */
    async note(userId: number, callIds: readonly number[], at: string): Promise<void> {
      if (callIds.length === 0) return;
      await db
        .insertInto("review_reminders")
        .values(callIds.map((callId) => ({ call_id: callId, user_id: userId, reminded_at: at })))
        .onConflict((oc) => oc.column("call_id").doNothing())
        .execute();
    },
  };
}
