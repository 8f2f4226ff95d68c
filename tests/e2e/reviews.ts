import { randomUUID } from "node:crypto";
import { createConsultant, createReview, createUser, type ConsultantRow } from "../../src/server/db/seed/factories.ts";
import { withDatabase } from "./accounts.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** A short unique word for names the tests search for. */
export const marker = () => randomUUID().slice(0, 6);

export interface ReviewSpec {
  stars: number;
  text?: string | null;
  /** Days before now the call started; each review is written 10 minutes after its call. */
  daysAgo: number;
  minutes?: number;
  reviewerName?: string;
}

/** A listed consultant with verified reviews written through the review factory (rating recounted). */
export function consultantWithReviews(
  overrides: Partial<ConsultantRow>,
  reviews: readonly ReviewSpec[],
): Promise<{ consultant: ConsultantRow; reviewIds: number[] }> {
  return withDatabase(async (db) => {
    const consultant = await createConsultant(db, overrides);
    const reviewer = await createUser(db, { name: "Mia Mitglied" });
    const reviewIds: number[] = [];
    for (const review of reviews) {
      const { reviewId } = await createReview(db, reviewer, consultant, {
        stars: review.stars,
        ...(review.text === undefined ? {} : { text: review.text }),
        ...(review.reviewerName ? { reviewerName: review.reviewerName } : {}),
        durationSeconds: (review.minutes ?? 14) * 60,
        startedAt: new Date(Date.now() - review.daysAgo * dayMs).toISOString(),
      });
      reviewIds.push(reviewId);
    }
    return { consultant, reviewIds };
  });
}
