import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/**
 * What each module that owns personal tables offers the account deletion (docs/decisions/0037):
 * erase or anonymise the user's rows in the caller's transaction, marking those it must keep
 * with their retain_until (answering the latest, or null when nothing is kept), and later
 * delete the kept rows whose date has come.
 */
export interface AccountErasure {
  eraseUser(executor: Kysely<Database>, userId: number): Promise<string | null>;
  purgeKept(now: Date): Promise<number>;
}
