import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The account as its owner's data export shows it: everything but the password hash. */
export async function personalDataOf(db: Kysely<Database>, userId: number) {
  const users = await db
    .selectFrom("users")
    .select(["id", "name", "phone", "email", "email_confirmed_at", "birth_date", "created_at"])
    .where("id", "=", userId)
    .execute();
  return { users };
}
