import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";

export async function userExists(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
  return row !== undefined;
}
