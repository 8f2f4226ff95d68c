import type { Kysely, Selectable } from "kysely";
import type { Database, ReviewDecisionsTable, ReviewReportsTable } from "../../db/schema.ts";
import { clientAddressKey } from "../../lib/client-address-key.ts";
import type { ReviewRow } from "./repo.ts";

export type ReviewReportRow = Selectable<ReviewReportsTable>;
export type ReviewDecisionRow = Selectable<ReviewDecisionsTable>;

/** A review as the administration sees it: with the consultant's name. */
export type ModeratedReviewRow = ReviewRow & { consultant_name: string };

// A mail's `*_mailed_at` column is null while due, "claim:<instant>" while a process sends it,
// and the instant it went out once sent. A claim older than `staleBefore` belongs to a process
// that stopped mid-way and may be taken over.
const claimPrefix = "claim:";
export const claimMark = (now: string) => `${claimPrefix}${now}`;

type MailColumn = "receipt_mailed_at" | "decision_mailed_at";

/** Works on the database or inside a transaction (pass the transaction). */
export function createReviewReportsRepo(db: Kysely<Database>) {
  const claimable =
    <C extends string>(column: C, staleBefore: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the column is one of the mail columns above
    (eb: any) =>
      eb.or([
        eb(column, "is", null),
        eb.and([eb(column, "like", `${claimPrefix}%`), eb(column, "<", claimMark(staleBefore))]),
      ]);

  return {
    /**
     * Whether this reporter already has an open report of the review. An anonymous reporter is
     * known by the client address as the limits count it (an IPv6 client by its /64), so a
     * phone picking a new address in its network is still the same reporter.
     */
    async hasOpenReport(
      reviewId: number,
      reporter: { userId: number | null; email: string | null; ip: string },
    ): Promise<boolean> {
      const open = db
        .selectFrom("review_reports")
        .select("ip")
        .where("review_id", "=", reviewId)
        .where("decision_id", "is", null);
      if (reporter.userId !== null || reporter.email !== null) {
        const row = await open
          .where((eb) =>
            reporter.userId !== null
              ? eb("reporter_user_id", "=", reporter.userId)
              : eb("reporter_email", "=", reporter.email),
          )
          .executeTakeFirst();
        return row !== undefined;
      }
      const anonymous = await open.where("reporter_user_id", "is", null).where("reporter_email", "is", null).execute();
      const key = clientAddressKey(reporter.ip);
      return anonymous.some((row) => row.ip !== null && clientAddressKey(row.ip) === key);
    },

    async insertReport(values: {
      reviewId: number;
      reason: string;
      text: string | null;
      name: string | null;
      email: string | null;
      userId: number | null;
      ip: string;
      now: string;
    }): Promise<number> {
      const row = await db
        .insertInto("review_reports")
        .values({
          review_id: values.reviewId,
          reason: values.reason,
          text: values.text,
          reporter_name: values.name,
          reporter_email: values.email,
          reporter_user_id: values.userId,
          ip: values.ip,
          created_at: values.now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    report(id: number): Promise<ReviewReportRow | undefined> {
      return db.selectFrom("review_reports").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** Reports with an address whose receipt (or decision) mail is due, made (decided) since `since`. */
    async dueReportMails(column: MailColumn, since: string, staleBefore: string, limit: number): Promise<number[]> {
      let query = db
        .selectFrom("review_reports")
        .select("review_reports.id")
        .where("reporter_email", "is not", null)
        .where(claimable(column, staleBefore));
      query =
        column === "receipt_mailed_at"
          ? query.where("created_at", ">=", since)
          : query.where("decision_id", "in", (eb) =>
              eb.selectFrom("review_decisions").select("id").where("decided_at", ">=", since),
            );
      const rows = await query.orderBy("review_reports.id").limit(limit).execute();
      return rows.map((r) => r.id);
    },

    /** One process wins the report's mail; the others see zero rows updated. */
    async claimReportMail(column: MailColumn, id: number, now: string, staleBefore: string): Promise<boolean> {
      let query = db
        .updateTable("review_reports")
        .set({ [column]: claimMark(now) })
        .where("id", "=", id);
      if (column === "decision_mailed_at") query = query.where("decision_id", "is not", null);
      const result = await query.where(claimable(column, staleBefore)).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Sent (`at` an instant) or given back to the job (`at` null) after a failure. */
    async finishReportMail(column: MailColumn, id: number, at: string | null): Promise<void> {
      await db
        .updateTable("review_reports")
        .set({ [column]: at })
        .where("id", "=", id)
        .execute();
    },

    async dueReviewerMails(since: string, staleBefore: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom("review_decisions")
        .select("id")
        .where("decided_at", ">=", since)
        .where(claimable("reviewer_mailed_at", staleBefore))
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    async claimReviewerMail(decisionId: number, now: string, staleBefore: string): Promise<boolean> {
      const result = await db
        .updateTable("review_decisions")
        .set({ reviewer_mailed_at: claimMark(now) })
        .where("id", "=", decisionId)
        .where(claimable("reviewer_mailed_at", staleBefore))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async finishReviewerMail(decisionId: number, at: string | null): Promise<void> {
      await db.updateTable("review_decisions").set({ reviewer_mailed_at: at }).where("id", "=", decisionId).execute();
    },

    decision(id: number): Promise<ReviewDecisionRow | undefined> {
      return db.selectFrom("review_decisions").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** The review, published or removed. */
    review(reviewId: number): Promise<ReviewRow | undefined> {
      return db.selectFrom("reviews").selectAll("reviews").where("reviews.id", "=", reviewId).executeTakeFirst();
    },

    reviews(ids: readonly number[]): Promise<ReviewRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom("reviews").selectAll("reviews").where("reviews.id", "in", ids).execute();
    },

    /** The ids of reviews with open reports, the one waiting longest first. */
    async openReviewIds(limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom("review_reports")
        .innerJoin("reviews", "reviews.id", "review_reports.review_id")
        .select((eb) => ["review_reports.review_id", eb.fn.min("review_reports.created_at").as("first")])
        .where("review_reports.decision_id", "is", null)
        .groupBy("review_reports.review_id")
        .orderBy("first")
        .orderBy("review_reports.review_id")
        .limit(limit)
        .execute();
      return rows.map((r) => r.review_id);
    },

    openReportsOf(reviewIds: readonly number[]): Promise<ReviewReportRow[]> {
      if (reviewIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("review_reports")
        .selectAll()
        .where("review_id", "in", reviewIds)
        .where("decision_id", "is", null)
        .orderBy("id")
        .execute();
    },

    /** Decisions newest first, a page at a time. */
    decisionsPage(limit: number, offset: number): Promise<ReviewDecisionRow[]> {
      return db
        .selectFrom("review_decisions")
        .selectAll()
        .orderBy("decided_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
    },

    reportsOfDecisions(decisionIds: readonly number[]): Promise<ReviewReportRow[]> {
      if (decisionIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("review_reports")
        .selectAll()
        .where("decision_id", "in", decisionIds)
        .orderBy("id")
        .execute();
    },

    async insertDecision(values: {
      reviewId: number;
      decision: string;
      ground: string | null;
      reason: string;
      decidedBy: number;
      now: string;
    }): Promise<number> {
      const row = await db
        .insertInto("review_decisions")
        .values({
          review_id: values.reviewId,
          decision: values.decision,
          ground: values.ground,
          reason: values.reason,
          decided_by: values.decidedBy,
          decided_at: values.now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Gives the review's open reports the decision; the number closed. The condition on the
     * update is what keeps two decisions at once to one: the later one finds none open.
     */
    async closeOpenReports(reviewId: number, decisionId: number): Promise<number> {
      const result = await db
        .updateTable("review_reports")
        .set({ decision_id: decisionId })
        .where("review_id", "=", reviewId)
        .where("decision_id", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async markRemoved(reviewId: number, now: string): Promise<void> {
      await db
        .updateTable("reviews")
        .set({ removed_at: now })
        .where("id", "=", reviewId)
        .where("removed_at", "is", null)
        .execute();
    },
  };
}

export type ReviewReportsRepo = ReturnType<typeof createReviewReportsRepo>;
