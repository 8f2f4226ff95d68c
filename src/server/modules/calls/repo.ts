import type { Kysely, Selectable } from "kysely";
import type { CallEndReason } from "../../../shared/domain/call-end.ts";
import type { CallsTable, Database } from "../../db/schema.ts";

export type CallRow = Selectable<CallsTable>;

export interface NewCall {
  recordId: string;
  userId: number | null;
  callerNumber: string;
  line: "member" | "premium" | "credit";
  extension: string | null;
  consultantId: number | null;
  consultantName: string | null;
  startedAt: string;
  durationSeconds: number;
  costCents: number;
  /** Who or what ended the call, when the carrier's record says. */
  endReason?: CallEndReason | null;
  /** Seconds of a dropped credit-line call that were not charged. */
  waivedSeconds?: number;
  /** The price of a credit-line call. */
  creditsPerMinute?: number | null;
}

const reviewColumns = [
  "id",
  "user_id as userId",
  "line",
  "consultant_id as consultantId",
  "consultant_name as consultantName",
  "started_at as startedAt",
  "duration_seconds as durationSeconds",
] as const;

/** What a review needs to know of a call. */
export interface ReviewableCall {
  id: number;
  userId: number | null;
  line: string;
  consultantId: number | null;
  consultantName: string | null;
  startedAt: string;
  durationSeconds: number;
}

export function createCallsRepo(db: Kysely<Database>) {
  return {
    /** Stores a record once; false when the carrier sent this record id before. */
    async insertOnce(call: NewCall): Promise<boolean> {
      const result = await db
        .insertInto("calls")
        .values({
          record_id: call.recordId,
          user_id: call.userId,
          caller_number: call.callerNumber,
          line: call.line,
          extension: call.extension,
          consultant_id: call.consultantId,
          consultant_name: call.consultantName,
          started_at: call.startedAt,
          duration_seconds: call.durationSeconds,
          cost_cents: call.costCents,
          created_at: new Date().toISOString(),
          end_reason: call.endReason ?? null,
          waived_seconds: call.waivedSeconds ?? 0,
          credits_per_minute: call.creditsPerMinute ?? null,
        })
        .onConflict((oc) => oc.column("record_id").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** What the account's recorded calls cost per line, started in [from, to). */
    async costByLineWithin(userId: number, from: Date, to: Date): Promise<{ member: number; credit: number }> {
      const rows = await db
        .selectFrom("calls")
        .select(["line", (eb) => eb.fn.sum<number | string>("cost_cents").as("cents")])
        .where("user_id", "=", userId)
        .where("line", "in", ["member", "credit"])
        .where("started_at", ">=", from.toISOString())
        .where("started_at", "<", to.toISOString())
        .groupBy("line")
        .execute();
      const of = (line: string) => Number(rows.find((r) => r.line === line)?.cents ?? 0);
      return { member: of("member"), credit: of("credit") };
    },

    historyFor(userId: number, limit = 500): Promise<CallRow[]> {
      return db
        .selectFrom("calls")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("started_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },

    /** The account's calls that started in [from, to), oldest first. */
    /** The accounts with a call that started in [from, to) (the monthly summary mail). */
    async accountsCallingBetween(from: Date, to: Date): Promise<number[]> {
      const rows = await db
        .selectFrom("calls")
        .select("user_id")
        .distinct()
        .where("user_id", "is not", null)
        .where("started_at", ">=", from.toISOString())
        .where("started_at", "<", to.toISOString())
        .execute();
      return rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
    },

    /** One call's facts a review is judged by (docs/decisions/0040). */
    forReview(callId: number): Promise<ReviewableCall | undefined> {
      return db.selectFrom("calls").select(reviewColumns).where("id", "=", callId).executeTakeFirst();
    },

    /**
     * The account's calls that could be reviewed: on a line tied to an account, at least
     * `minimumSeconds` long, with a consultant, started since `since`, newest first.
     */
    reviewCandidatesOf(
      userId: number,
      opts: { lines: readonly string[]; minimumSeconds: number; since: string },
    ): Promise<ReviewableCall[]> {
      return db
        .selectFrom("calls")
        .select(reviewColumns)
        .where("user_id", "=", userId)
        .where("line", "in", [...opts.lines])
        .where("duration_seconds", ">=", opts.minimumSeconds)
        .where("consultant_id", "is not", null)
        .where("started_at", ">=", opts.since)
        .orderBy("started_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },

    startedBetween(userId: number, from: Date, to: Date): Promise<CallRow[]> {
      return db
        .selectFrom("calls")
        .selectAll()
        .where("user_id", "=", userId)
        .where("started_at", ">=", from.toISOString())
        .where("started_at", "<", to.toISOString())
        .orderBy("started_at")
        .orderBy("id")
        .execute();
    },
  };
}

export type CallsRepo = ReturnType<typeof createCallsRepo>;
