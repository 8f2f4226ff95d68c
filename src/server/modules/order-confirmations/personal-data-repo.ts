import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The account's orders with their consents and contract confirmations, for its data export. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const order_confirmations = await db
    .selectFrom("order_confirmations")
    .select([
      "id",
      "reference",
      "kind",
      "consent_version",
      "consented_at",
      "created_at",
      "concluded_at",
      "contract",
      "sent_at",
    ])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  return { order_confirmations };
}
