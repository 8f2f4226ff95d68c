import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The account's reviews, the reports it filed (by account or by its address) and the reminders it was sent. */
export async function personalDataOf(db: Kysely<Database>, person: { id: number; email: string | null }) {
  const reviews = await db.selectFrom("reviews").selectAll().where("user_id", "=", person.id).orderBy("id").execute();
  const { email } = person;
  const review_reports = await db
    .selectFrom("review_reports")
    .select(["id", "review_id", "reason", "text", "reporter_name", "reporter_email", "created_at", "decision_id"])
    .where((eb) =>
      email === null
        ? eb("reporter_user_id", "=", person.id)
        : eb.or([eb("reporter_user_id", "=", person.id), eb("reporter_email", "=", email)]),
    )
    .orderBy("id")
    .execute();
  const review_reminders = await db
    .selectFrom("review_reminders")
    .selectAll()
    .where("user_id", "=", person.id)
    .orderBy("call_id")
    .execute();
  return { reviews, review_reports, review_reminders };
}
