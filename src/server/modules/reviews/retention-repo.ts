import type { Kysely } from "kysely";
import { berlinDayOf, berlinStartOfDay } from "../../../shared/domain/berlin-time.ts";
import { retentionYears } from "../../../shared/domain/retention.ts";
import { reviewWindowDays } from "../../../shared/domain/reviews.ts";
import type { ExpiredRecordsPurge } from "../../db/retention.ts";
import type { Database } from "../../db/schema.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The periods of the review records (docs/decisions/0040), as the privacy statement names them:
 * - a decision about a report, the reports it decided and a review it removed are kept for the
 *   regular limitation period, 3 years from the end of the calendar year of the decision
 *   (§§ 195, 199 BGB): the evidence if the removal or the keeping is disputed;
 * - a reminder is needed only while its call can still be reviewed (30 days after it ended; a
 *   reminded call was reviewable when it was named, so 30 days after the reminder are enough).
 * Published reviews and open reports are kept while they stand; their writers delete them, or the
 * account's deletion does.
 */
export function createReviewRecordsPurge(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): ExpiredRecordsPurge {
  return {
    async purgeExpired(): Promise<number> {
      const at = now();
      const year = Number(berlinDayOf(at).slice(0, 4));
      const cutoff = berlinStartOfDay(`${year - retentionYears.limitation}-01-01`).toISOString();
      return db.transaction().execute(async (trx) => {
        const expired = trx.selectFrom("review_decisions").select("id").where("decided_at", "<", cutoff);
        const removedReviews = await trx
          .deleteFrom("reviews")
          .where("removed_at", "is not", null)
          .where("id", "in", trx.selectFrom("review_decisions").select("review_id").where("decided_at", "<", cutoff))
          // A review removed again by a later decision waits for that one's period.
          .where(
            "id",
            "not in",
            trx.selectFrom("review_decisions").select("review_id").where("decided_at", ">=", cutoff),
          )
          .executeTakeFirst();
        const reports = await trx.deleteFrom("review_reports").where("decision_id", "in", expired).executeTakeFirst();
        const decisions = await trx.deleteFrom("review_decisions").where("decided_at", "<", cutoff).executeTakeFirst();
        const reminders = await trx
          .deleteFrom("review_reminders")
          .where("reminded_at", "<", new Date(at.getTime() - (reviewWindowDays + 1) * dayMs).toISOString())
          .executeTakeFirst();
        return [removedReviews, reports, decisions, reminders].reduce(
          (sum, result) => sum + Number(result.numDeletedRows),
          0,
        );
      });
    },
  };
}
