import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The account's cancellations and withdrawals, without the confirmation link's hash, for its data export. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const contract_declarations = await db
    .selectFrom("contract_declarations")
    .select([
      "id",
      "reference",
      "kind",
      "name",
      "phone",
      "email",
      "contract",
      "termination_type",
      "reason",
      "requested_end",
      "subscription_id",
      "effective_end",
      "received_at",
      "mailed_at",
      "status",
      "verified_by",
      "owner_notified_at",
      "owner_acknowledged_at",
      "decided_at",
      "missed_end",
    ])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  return { contract_declarations };
}
