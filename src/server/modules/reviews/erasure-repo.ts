import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * The reviews side of deleting an account (docs/decisions/0037): its reviews go like reviews
 * their writer deletes (open reports on them with them), its reminders go, and the reports it
 * filed stay for the administration's record without the reporter's name, address and account.
 * Answers the consultants whose rating must be counted again.
 */
export async function eraseReviewsOf(executor: Kysely<Database>, userId: number): Promise<number[]> {
  const reviews = await executor
    .selectFrom("reviews")
    .select(["id", "consultant_id"])
    .where("user_id", "=", userId)
    .execute();
  if (reviews.length > 0) {
    const ids = reviews.map((r) => r.id);
    await executor
      .deleteFrom("review_reports")
      .where("review_id", "in", ids)
      .where("decision_id", "is", null)
      .execute();
    await executor.deleteFrom("reviews").where("id", "in", ids).execute();
  }
  await executor.deleteFrom("review_reminders").where("user_id", "=", userId).execute();
  await executor
    .updateTable("review_reports")
    .set({ reporter_name: null, reporter_email: null, reporter_user_id: null, ip: null })
    .where("reporter_user_id", "=", userId)
    .execute();
  return [...new Set(reviews.map((r) => r.consultant_id))];
}
