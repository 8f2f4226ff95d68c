import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { startRepeatingJob } from "../../http/repeating-job.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AccountErasure } from "../../db/account-erasure.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { Calls } from "../calls/index.ts";
import type { Consultants } from "../consultants/index.ts";
import type { Users } from "../users/index.ts";
import { eraseReviewsOf } from "./erasure-repo.ts";
import { ownReviewRoutes } from "./own-routes.ts";
import { personalDataOf } from "./personal-data-repo.ts";
import { createModeration, type ModerationDeps } from "./moderation.ts";
import { publicReviewRoutes } from "./public-routes.ts";
import { recountRating } from "./rating.ts";
import { createReviewReminders } from "./reminders.ts";

export type { UnratedCall } from "./reminders.ts";
import { reviewReportRoutes } from "./report-routes.ts";
import { createReviewRecordsPurge } from "./retention-repo.ts";
import { createReviewsRepo } from "./repo.ts";
import { createReviewsService } from "./service.ts";

const hourMs = 60 * 60 * 1000;

/**
 * Reviews of recorded calls, each consultant's rating counted from them, and their reports
 * (docs/decisions/0040-verified-reviews.md).
 */
export function createReviewsModule(deps: {
  db: Kysely<Database>;
  consultants: Pick<Consultants, "within" | "findById" | "findBySlug" | "dueForRecount">;
  users: Pick<Users, "findById">;
  calls: Pick<Calls, "forReview" | "reviewCandidatesOf">;
  rateLimiter: RateLimiter;
  /** Real time: the calls' records and the reviews are written with it. */
  clock: Clock;
  /** How often the job runs that recounts ratings whose oldest review left the rating period. */
  recountIntervalMs?: number;
}) {
  const { db, consultants, clock } = deps;
  const repo = createReviewsRepo(db);
  const service = createReviewsService({ db, consultants, users: deps.users, calls: deps.calls, clock });

  /** The account's reviews go and the ratings they counted in are counted again (docs/decisions/0037). */
  const accountErasure: AccountErasure = {
    async eraseUser(executor, userId) {
      const affected = await eraseReviewsOf(executor, userId);
      for (const consultantId of affected) await recountRating(executor, consultants, consultantId, clock.now());
      return null;
    },
    purgeKept: async () => 0,
  };

  /** Recounts every consultant whose oldest counted review has left the rating period. */
  const recountDue = async (): Promise<number> => {
    const now = clock.now();
    const due = await consultants.dueForRecount(now.toISOString());
    for (const consultantId of due) {
      await db.transaction().execute((trx) => recountRating(trx, consultants, consultantId, now));
    }
    return due.length;
  };

  return {
    recountDue,
    /** Counts the consultant's rating afresh inside the caller's transaction. */
    recountWithin: (trx: Kysely<Database>, consultantId: number) =>
      recountRating(trx, consultants, consultantId, clock.now()),
    accountErasure,
    /** The calls the monthly summary reminds the caller to review, each once. */
    reminders: createReviewReminders({ db, service }),
    /** Decisions, decided reports, removed reviews and reminders past their periods (docs/decisions/0040). */
    expiredRecords: createReviewRecordsPurge(db, () => clock.now()),
    /** The account's reviews and the reports it filed, for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number; email: string | null }) => personalDataOf(db, person),
    plugin: modulePlugin(async (app) => {
      await app.register(publicReviewRoutes({ reviews: repo, consultants, clock }));
      await app.register(ownReviewRoutes({ service, rateLimiter: deps.rateLimiter }));
      startRepeatingJob(app, {
        name: "rating recount",
        intervalMs: deps.recountIntervalMs ?? hourMs,
        firstAfterMs: 60_000,
        run: recountDue,
      });
    }),
  };
}

export type Reviews = ReturnType<typeof createReviewsModule>;

/**
 * Reports of reviews (Art. 16 DSA) and the administration's decisions about them (Art. 17 DSA),
 * with their mails: sent after the commit, and every `jobIntervalMs` what a request could not send.
 * The administration decides through `decideWithin`, in its own transaction with its audit row.
 */
export function createReviewModerationModule(deps: ModerationDeps & { jobIntervalMs: number }) {
  const moderation = createModeration(deps);
  return {
    decideWithin: moderation.decideWithin,
    mailDecision: moderation.mailDecision,
    queue: moderation.queue,
    sendDue: moderation.sendDue,
    plugin: modulePlugin(async (app) => {
      await app.register(reviewReportRoutes(moderation));
      startRepeatingJob(app, {
        name: "review moderation mails",
        intervalMs: deps.jobIntervalMs,
        run: moderation.sendDue,
      });
    }),
  };
}

export type ReviewModeration = Omit<ReturnType<typeof createReviewModerationModule>, "plugin">;
export { moderationMessages } from "./moderation.ts";
