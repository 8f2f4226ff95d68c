import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ReviewRow } from "./repo.ts";

export interface NewReviewRow {
  callId: number;
  userId: number;
  consultantId: number;
  stars: number;
  text: string | null;
  reviewerLabel: string;
  callSeconds: number;
  callEndedAt: string;
  at: string;
}

/** The reviewer's own writes. Works on the database or inside a transaction (pass the transaction). */
export function createReviewWriteRepo(db: Kysely<Database>) {
  return {
    /**
     * Stores the review; undefined when the call already has one. The unique index on call_id
     * decides between two written at once: the second waits for the first and then inserts nothing.
     */
    async insert(review: NewReviewRow): Promise<ReviewRow | undefined> {
      return db
        .insertInto("reviews")
        .values({
          call_id: review.callId,
          user_id: review.userId,
          consultant_id: review.consultantId,
          stars: review.stars,
          text: review.text,
          reviewer_label: review.reviewerLabel,
          call_seconds: review.callSeconds,
          call_ended_at: review.callEndedAt,
          created_at: review.at,
          updated_at: review.at,
          removed_at: null,
        })
        .onConflict((oc) => oc.column("call_id").doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    findOwn(reviewId: number, userId: number): Promise<ReviewRow | undefined> {
      return db
        .selectFrom("reviews")
        .selectAll()
        .where("id", "=", reviewId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    async change(
      reviewId: number,
      changes: { stars: number; text: string | null; reviewerLabel: string; at: string },
    ): Promise<ReviewRow | undefined> {
      return db
        .updateTable("reviews")
        .set({
          stars: changes.stars,
          text: changes.text,
          reviewer_label: changes.reviewerLabel,
          updated_at: changes.at,
        })
        .where("id", "=", reviewId)
        .where("removed_at", "is", null)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Deletes the review with its open reports: nothing is left to decide about. Decided reports
     * and the decisions stay as the record of what the administration decided and why; they hold
     * no text of the review.
     */
    async remove(reviewId: number): Promise<boolean> {
      await db
        .deleteFrom("review_reports")
        .where("review_id", "=", reviewId)
        .where("decision_id", "is", null)
        .execute();
      const result = await db.deleteFrom("reviews").where("id", "=", reviewId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The account's reviews, newest first, removed ones included. */
    ownOf(userId: number): Promise<ReviewRow[]> {
      return db
        .selectFrom("reviews")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },
  };
}

export type ReviewWriteRepo = ReturnType<typeof createReviewWriteRepo>;
