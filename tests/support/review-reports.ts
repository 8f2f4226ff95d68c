import type { Kysely } from "kysely";
import type { Database } from "../../src/server/db/schema.ts";
import { createConsultant, createReview, createUser } from "../../src/server/db/seed/factories.ts";
import type { ReviewReportInput } from "../../src/shared/schemas/reviews.ts";

/** A report as the dialog sends it, with an address for the receipt and the decision. */
export function reportOf(overrides: Partial<ReviewReportInput> = {}): ReviewReportInput {
  return {
    reason: "insulting",
    text: "Die Bewertung beleidigt die Beraterin persönlich.",
    name: "Rita Richtig",
    email: "rita@example.com",
    goodFaith: true,
    ...overrides,
  };
}

/** A consultant with one published review by a reviewer who has an address. */
export async function reviewedConsultant(db: Kysely<Database>, review: { stars?: number; text?: string | null } = {}) {
  const consultant = await createConsultant(db, { name: "Luna Stern" });
  const reviewer = await createUser(db, { name: "Mia Mitglied" });
  const { reviewId } = await createReview(db, reviewer, consultant, review);
  return { consultant, reviewer, reviewId };
}

export async function reportsOf(db: Kysely<Database>, reviewId: number) {
  return db.selectFrom("review_reports").selectAll().where("review_id", "=", reviewId).orderBy("id").execute();
}

export async function decisionsOf(db: Kysely<Database>, reviewId: number) {
  return db.selectFrom("review_decisions").selectAll().where("review_id", "=", reviewId).orderBy("id").execute();
}

export async function reviewRow(db: Kysely<Database>, reviewId: number) {
  return db.selectFrom("reviews").selectAll().where("id", "=", reviewId).executeTakeFirstOrThrow();
}
