import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The account's favourites, alerts and availability mails, for its owner's data export. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const [favourites, availability_alerts, availability_alert_mails] = await Promise.all([
    db.selectFrom("favourites").selectAll().where("user_id", "=", userId).orderBy("created_at").execute(),
    db.selectFrom("availability_alerts").selectAll().where("user_id", "=", userId).orderBy("id").execute(),
    db
      .selectFrom("availability_alert_mails")
      .select(["id", "alert_id", "consultant_id", "queued_at", "sent_at"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
  ]);
  return { favourites, availability_alerts, availability_alert_mails };
}
