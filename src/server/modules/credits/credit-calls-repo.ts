import type { Kysely, Selectable } from "kysely";
import type { CreditCallsTable, Database } from "../../db/schema.ts";

export type CreditCallRow = Selectable<CreditCallsTable>;

/** The SQL of credit calls: one row per call the IVR authorised, live until settled or released. */
export function createCreditCallsRepo(db: Kysely<Database>) {
  return {
    find(callId: string): Promise<CreditCallRow | undefined> {
      return db.selectFrom("credit_calls").selectAll().where("call_id", "=", callId).executeTakeFirst();
    },

    liveCallOf(userId: number): Promise<CreditCallRow | undefined> {
      return db
        .selectFrom("credit_calls")
        .selectAll()
        .where("user_id", "=", userId)
        .where("status", "=", "live")
        .executeTakeFirst();
    },

    async insert(row: Omit<CreditCallRow, "retain_until">): Promise<void> {
      await db.insertInto("credit_calls").values(row).execute();
    },

    /** Ends a live call; false when it was no longer live (settled or released meanwhile). */
    async finish(
      callId: string,
      status: "settled" | "released",
      values: { endedAt: string | null; recordId: string | null; debited: number | null },
    ): Promise<boolean> {
      const result = await db
        .updateTable("credit_calls")
        .set({ status, ended_at: values.endedAt, record_id: values.recordId, debited_credits: values.debited })
        .where("call_id", "=", callId)
        .where("status", "=", "live")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Records the settlement of a call whose hold was already released (the record came late). */
    async settleReleased(callId: string, values: { endedAt: string; recordId: string; debited: number }) {
      const result = await db
        .updateTable("credit_calls")
        .set({
          status: "settled",
          ended_at: values.endedAt,
          record_id: values.recordId,
          debited_credits: values.debited,
        })
        .where("call_id", "=", callId)
        .where("status", "=", "released")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Live calls that started before the given moment, oldest first. */
    liveStartedBefore(before: Date, limit: number): Promise<CreditCallRow[]> {
      return db
        .selectFrom("credit_calls")
        .selectAll()
        .where("status", "=", "live")
        .where("started_at", "<", before.toISOString())
        .orderBy("started_at")
        .limit(limit)
        .execute();
    },
  };
}
