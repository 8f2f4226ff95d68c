import type { Kysely } from "kysely";
import { averageOf, ratingPeriodMonths } from "../../../shared/domain/reviews.ts";
import type { Database } from "../../db/schema.ts";
import type { Consultants } from "../consultants/index.ts";
import { createReviewsRepo } from "./repo.ts";

/** The start of the rating period that ends at `now`: the same instant 12 months earlier. */
export function ratingPeriodStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - ratingPeriodMonths);
  return start;
}

function ratingPeriodEndOf(createdAt: string): string {
  const end = new Date(createdAt);
  end.setUTCMonth(end.getUTCMonth() + ratingPeriodMonths);
  return end.toISOString();
}

/**
 * Counts the consultant's published reviews of the rating period afresh and stores the result
 * on the consultant, inside the caller's transaction (the one that wrote the change). The
 * consultant's row is locked first: two changes at once, from any process, are counted one
 * after the other, and the later count sees the earlier one's review. Counting from the table
 * rather than adding one keeps the stored figures right whatever happened before.
 */
export async function recountRating(
  trx: Kysely<Database>,
  consultants: Pick<Consultants, "within">,
  consultantId: number,
  now: Date,
): Promise<void> {
  const consultant = consultants.within(trx);
  if (!(await consultant.lockForRating(consultantId))) return;
  const { perStar, oldest } = await createReviewsRepo(trx).countsSince(
    consultantId,
    ratingPeriodStart(now).toISOString(),
  );
  const distribution = [1, 2, 3, 4, 5].map((stars) => perStar.get(stars) ?? 0);
  const { average, count } = averageOf(distribution);
  await consultant.setRating(consultantId, {
    distribution,
    count,
    average,
    recountAt: oldest === null ? null : ratingPeriodEndOf(oldest),
  });
}
