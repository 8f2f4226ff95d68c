import type { Kysely } from "kysely";
import type { ExpiredRecordsPurge } from "../../db/retention.ts";
import type { Database } from "../../db/schema.ts";

/**
 * The audit log keeps a row 3 years (docs/decisions/0039); the database refuses the deletion of
 * a younger one (migration 2026-11-28-200), so this deletes with a day's margin on its clock.
 */
export function createAuditLogPurge(db: Kysely<Database>, now: () => Date = () => new Date()): ExpiredRecordsPurge {
  return {
    async purgeExpired(): Promise<number> {
      const cutoff = now();
      cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 3);
      cutoff.setUTCDate(cutoff.getUTCDate() - 1);
      const result = await db
        .deleteFrom("admin_audit_log")
        .where("created_at", "<", cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
