import type { Kysely } from "kysely";
import type { ExpiredRecordsPurge } from "../../db/retention.ts";
import type { Database } from "../../db/schema.ts";

/** Sessions and login tokens are kept 30 days after they ended (the privacy statement's period). */
export const loginRecordsDays = 30;

/** Deletes the sessions, reset tokens and registration grants that ended more than 30 days ago. */
export function createLoginRecordsPurge(db: Kysely<Database>, now: () => Date = () => new Date()): ExpiredRecordsPurge {
  return {
    async purgeExpired(): Promise<number> {
      const cutoff = new Date(now().getTime() - loginRecordsDays * 24 * 60 * 60 * 1000).toISOString();
      let deleted = 0;
      for (const table of ["sessions", "password_reset_tokens", "registration_grants"] as const) {
        const result = await db.deleteFrom(table).where("expires_at", "<", cutoff).executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      return deleted;
    },
  };
}
