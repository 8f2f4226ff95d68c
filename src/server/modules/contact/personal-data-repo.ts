import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The contact form's messages sent from the account's address, for its owner's data export. */
export async function personalDataOf(db: Kysely<Database>, email: string | null) {
  const contact_messages =
    email === null
      ? []
      : await db
          .selectFrom("contact_messages")
          .select(["id", "name", "email", "message", "ip", "priority", "created_at", "mailed_at"])
          .where("email", "=", email)
          .orderBy("id")
          .execute();
  return { contact_messages };
}
