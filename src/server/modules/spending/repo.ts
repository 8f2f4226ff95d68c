import type { Kysely, Selectable } from "kysely";
import { lockedRows } from "../../db/row-lock.ts";
import type { Database, SpendingLimitsTable, SpendingPausesTable } from "../../db/schema.ts";

export type SpendingLimitsRow = Selectable<SpendingLimitsTable>;
export type SpendingPauseRow = Selectable<SpendingPausesTable>;

/** The SQL of the spending cap: the limits, the pause, the holds of running calls, the sent notices. */
export function createSpendingRepo(db: Kysely<Database>) {
  return {
    /**
     * Creates the account's row if needed (with the default: own = 0) and locks it for the rest
     * of the transaction, so that a check-and-hold and a limit change of one account run one after
     * the other. SQLite writes under BEGIN IMMEDIATE, which locks the whole file.
     */
    async lock(userId: number, now: Date): Promise<SpendingLimitsRow> {
      await db
        .insertInto("spending_limits")
        .values({ user_id: userId, updated_at: now.toISOString() })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
      return lockedRows(
        db,
        db.selectFrom("spending_limits").selectAll().where("user_id", "=", userId),
      ).executeTakeFirstOrThrow();
    },

    limitsOf(userId: number): Promise<SpendingLimitsRow | undefined> {
      return db.selectFrom("spending_limits").selectAll().where("user_id", "=", userId).executeTakeFirst();
    },

    async saveLimits(
      userId: number,
      values: Omit<SpendingLimitsRow, "user_id" | "own"> & { own?: number },
    ): Promise<void> {
      await db
        .updateTable("spending_limits")
        .set({ ...values, own: values.own ?? 1 })
        .where("user_id", "=", userId)
        .execute();
    },

    pauseOf(userId: number): Promise<SpendingPauseRow | undefined> {
      return db.selectFrom("spending_pauses").selectAll().where("user_id", "=", userId).executeTakeFirst();
    },

    async savePause(row: SpendingPauseRow): Promise<void> {
      await db
        .insertInto("spending_pauses")
        .values(row)
        .onConflict((oc) =>
          oc.column("user_id").doUpdateSet({
            started_at: row.started_at,
            length: row.length,
            until: row.until,
            end_requested_at: row.end_requested_at,
          }),
        )
        .execute();
    },

    /**
     * The sum of the account's holds still in force at `now` (calls and purchases being paid),
     * and how many of them are calls' (one call at a time per account).
     */
    async heldAt(userId: number, now: Date): Promise<{ cents: number; count: number }> {
      const row = await db
        .selectFrom("spending_holds")
        .select([
          (eb) => eb.fn.sum<number | string | null>("amount_cents").as("cents"),
          (eb) =>
            eb.fn
              .sum<number | string | null>(eb.case().when("line", "=", "purchase").then(0).else(1).end())
              .as("count"),
        ])
        .where("user_id", "=", userId)
        .where("released_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst();
      return { cents: Number(row?.cents ?? 0), count: Number(row?.count ?? 0) };
    },

    async insertHold(hold: {
      holdId: string;
      userId: number;
      line: "member" | "credit";
      amountCents: number;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insertInto("spending_holds")
        .values({
          hold_id: hold.holdId,
          user_id: hold.userId,
          line: hold.line,
          amount_cents: hold.amountCents,
          created_at: hold.now.toISOString(),
          expires_at: hold.expiresAt.toISOString(),
          released_at: null,
        })
        .execute();
    },

    /** What one hold holds at `now`: nothing once it was released or expired. */
    async heldBy(holdId: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom("spending_holds")
        .select("amount_cents")
        .where("hold_id", "=", holdId)
        .where("released_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst();
      return row?.amount_cents ?? 0;
    },

    /**
     * Holds a purchase's amount while its payment is taken (line "purchase"), under an id that
     * may have been held before by an earlier try that was released or expired.
     */
    async holdPurchase(hold: { holdId: string; userId: number; amountCents: number; now: Date; expiresAt: Date }) {
      await db
        .insertInto("spending_holds")
        .values({
          hold_id: hold.holdId,
          user_id: hold.userId,
          line: "purchase",
          amount_cents: hold.amountCents,
          created_at: hold.now.toISOString(),
          expires_at: hold.expiresAt.toISOString(),
          released_at: null,
        })
        .onConflict((oc) =>
          oc.column("hold_id").doUpdateSet({
            amount_cents: hold.amountCents,
            created_at: hold.now.toISOString(),
            expires_at: hold.expiresAt.toISOString(),
            released_at: null,
          }),
        )
        .execute();
    },

    /** Releases one hold by its id; false when it was released before. */
    async releaseHold(holdId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable("spending_holds")
        .set({ released_at: now.toISOString() })
        .where("hold_id", "=", holdId)
        .where("released_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Releases the account's oldest open hold on a line (a member-line record names no call id). */
    async releaseOldestOnLine(userId: number, line: "member" | "credit", now: Date): Promise<boolean> {
      const hold = await db
        .selectFrom("spending_holds")
        .select("hold_id")
        .where("user_id", "=", userId)
        .where("line", "=", line)
        .where("released_at", "is", null)
        .orderBy("created_at")
        .executeTakeFirst();
      if (!hold) return false;
      const result = await db
        .updateTable("spending_holds")
        .set({ released_at: now.toISOString() })
        .where("hold_id", "=", hold.hold_id)
        .where("released_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Notes a notice as sent; false when it was noted before (so the mail goes out once). */
    async claimNotice(userId: number, key: string, now: Date): Promise<boolean> {
      const result = await db
        .insertInto("spending_notices")
        .values({ user_id: userId, notice_key: key, sent_at: now.toISOString() })
        .onConflict((oc) => oc.columns(["user_id", "notice_key"]).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Whether the account turned the monthly summary mail off. */
    async summaryMailOff(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom("spending_summary_optouts")
        .select("user_id")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setSummaryMail(userId: number, on: boolean, now: Date): Promise<void> {
      if (on) await db.deleteFrom("spending_summary_optouts").where("user_id", "=", userId).execute();
      else
        await db
          .insertInto("spending_summary_optouts")
          .values({ user_id: userId, created_at: now.toISOString() })
          .onConflict((oc) => oc.column("user_id").doNothing())
          .execute();
    },
  };
}
