import type { Kysely } from "kysely";
import { berlinDayOf, berlinStartOfDay } from "../../../shared/domain/berlin-time.ts";
import { retentionYears } from "../../../shared/domain/retention.ts";
import type { ExpiredRecordsPurge } from "../../db/retention.ts";
import type { Database } from "../../db/schema.ts";

/**
 * Contact messages are kept for the regular limitation period, 3 years from the end of the
 * calendar year they arrived in (§§ 195, 199 BGB): a message of 2026 goes on 1 January 2030,
 * Berlin time. Requests kept after an account's deletion have their own retain_until.
 */
export function createContactMessagesPurge(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): ExpiredRecordsPurge {
  return {
    async purgeExpired(): Promise<number> {
      const year = Number(berlinDayOf(now()).slice(0, 4));
      const cutoff = berlinStartOfDay(`${year - retentionYears.limitation}-01-01`).toISOString();
      const result = await db
        .deleteFrom("contact_messages")
        .where("retain_until", "is", null)
        .where("created_at", "<", cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
