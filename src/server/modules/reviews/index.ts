import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { startRepeatingJob } from "../../http/repeating-job.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Consultants } from "../consultants/index.ts";
import { createModeration, type ModerationDeps } from "./moderation.ts";
import { publicReviewRoutes } from "./public-routes.ts";
import { recountRating } from "./rating.ts";
import { reviewReportRoutes } from "./report-routes.ts";
import { createReviewsRepo } from "./repo.ts";

const hourMs = 60 * 60 * 1000;

/**
 * Reviews of recorded calls, each consultant's rating counted from them, and their reports
 * (docs/decisions/0040-verified-reviews.md).
 */
export function createReviewsModule(deps: {
  db: Kysely<Database>;
  consultants: Pick<Consultants, "within" | "findBySlug" | "dueForRecount">;
  /** Real time: the calls' records and the reviews are written with it. */
  clock: Clock;
  /** How often the job runs that recounts ratings whose oldest review left the rating period. */
  recountIntervalMs?: number;
}) {
  const { db, consultants, clock } = deps;
  const repo = createReviewsRepo(db);

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
    plugin: modulePlugin(async (app) => {
      await app.register(publicReviewRoutes({ reviews: repo, consultants, clock }));
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
