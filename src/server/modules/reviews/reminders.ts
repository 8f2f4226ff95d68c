import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
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
  service: Pick<ReviewsService, "reviewableCallsOf">;
}) {
  const repo = createReminderRepo(deps.db);
  return {
    async due(userId: number): Promise<UnratedCall[]> {
      const reviewable = await deps.service.reviewableCallsOf(userId);
      const reminded = await repo.remindedAmong(reviewable.map(({ call }) => call.id));
      return reviewable
        .filter(({ call }) => !reminded.has(call.id))
        .map(({ call, reviewableUntil }) => ({
          callId: call.id,
          consultantName: call.consultantName ?? "Ihre Beraterin oder Ihr Berater",
          startedAt: call.startedAt,
          durationSeconds: call.durationSeconds,
          reviewableUntil,
        }));
    },
    markReminded: (userId: number, callIds: number[], now: Date) => repo.note(userId, callIds, now.toISOString()),
  };
}
