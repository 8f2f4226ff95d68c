import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The account's spending limits, pauses, holds, notices and the monthly summary's opt-out, for its data export. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const [spending_limits, spending_pauses, spending_holds, spending_notices, spending_summary_optouts] =
    await Promise.all([
      db.selectFrom("spending_limits").selectAll().where("user_id", "=", userId).execute(),
      db.selectFrom("spending_pauses").selectAll().where("user_id", "=", userId).orderBy("started_at").execute(),
      db.selectFrom("spending_holds").selectAll().where("user_id", "=", userId).orderBy("created_at").execute(),
      db.selectFrom("spending_notices").selectAll().where("user_id", "=", userId).orderBy("sent_at").execute(),
      db.selectFrom("spending_summary_optouts").selectAll().where("user_id", "=", userId).execute(),
    ]);
  return { spending_limits, spending_pauses, spending_holds, spending_notices, spending_summary_optouts };
}
