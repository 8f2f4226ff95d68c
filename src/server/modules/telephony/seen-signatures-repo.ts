import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

// The queries of the signed pushes seen while fresh (signature.ts, routes.ts).

/**
 * Remembers a fresh signature until `expiresAt`, and forgets those that have expired. False when
 * it was seen before: the same signed request again. Run in the transaction of the push's
 * effect, so that a push that fails is not remembered; on PostgreSQL a second process inserting
 * the same signature waits for the first and then finds it.
 */
export async function rememberSignature(
  executor: Kysely<Database>,
  signature: string,
  at: { now: Date; expiresAt: Date },
): Promise<boolean> {
  await executor.deleteFrom("telephony_seen_signatures").where("expires_at", "<", at.now.toISOString()).execute();
  const inserted = await executor
    .insertInto("telephony_seen_signatures")
    .values({ signature, expires_at: at.expiresAt.toISOString() })
    .onConflict((oc) => oc.column("signature").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}
