import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Calls } from "../calls/index.ts";
import { createReminderRepo } from "./reminders-repo.ts";
import type { ReviewsService } from "./service.ts";

/** A call the account may still review and was never reminded of, as the monthly summary names it. */
export interface UnratedCall {
  callId: number;
  consultantName: string;
  startedAt: string;
  durationSeconds: number;
  reviewableUntil: string;
}

/**
 * The reminder the monthly summary carries (docs/decisions/0040): the calls the account may still
 * review, without a review, not named in an earlier mail. Once the mail went out they are noted and
 * never named again.
 */
export function createReviewReminders(deps: {
  db: Kysely<Database>;
  service: Pick<ReviewsService, "own">;
  calls: Pick<Calls, "forReview">;
}) {
  const repo = createReminderRepo(deps.db);
  return {
    async due(userId: number): Promise<UnratedCall[]> {
      const { reviewableCalls } = await deps.service.own(userId);
      const reminded = await repo.remindedAmong(reviewableCalls.map((call) => call.callId));
      const unrated: UnratedCall[] = [];
      for (const call of reviewableCalls) {
        if (reminded.has(call.callId)) continue;
        const record = await deps.calls.forReview(call.callId);
        if (!record) continue;
        unrated.push({
          callId: call.callId,
          consultantName: record.consultantName ?? "Ihre Beraterin oder Ihr Berater",
          startedAt: record.startedAt,
          durationSeconds: record.durationSeconds,
          reviewableUntil: call.reviewableUntil,
        });
      }
      return unrated;
    },
    markReminded: (userId: number, callIds: number[], now: Date) => repo.note(userId, callIds, now.toISOString()),
  };
}
