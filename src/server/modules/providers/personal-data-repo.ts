import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The account's orders at the payment providers (credit packages, card payments), for its data export. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const [credit_orders, card_orders] = await Promise.all([
    db.selectFrom("credit_orders").selectAll().where("user_id", "=", userId).orderBy("created_at").execute(),
    db.selectFrom("card_orders").selectAll().where("user_id", "=", userId).orderBy("created_at").execute(),
  ]);
  return { credit_orders, card_orders };
}
