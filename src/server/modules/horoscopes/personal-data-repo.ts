import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The member's horoscope profile and the monthly mails sent to them, for their data export. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const [horoscope_profiles, horoscope_mailings] = await Promise.all([
    db.selectFrom("horoscope_profiles").selectAll().where("user_id", "=", userId).execute(),
    db
      .selectFrom("horoscope_mailings")
      .select(["id", "month", "sent_at", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
  ]);
  return { horoscope_profiles, horoscope_mailings };
}
