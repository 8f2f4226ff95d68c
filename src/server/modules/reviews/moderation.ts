import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { ModerationDecision, RemovalGround } from "../../../shared/domain/reviews.ts";
import type {
  AdminReportedReview,
  ModerationDecisionInput,
  ReviewReportInput,
} from "../../../shared/schemas/reviews.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { clientAddressKey } from "../../lib/client-address-key.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Consultants } from "../consultants/index.ts";
import type { Mailer } from "../mail/index.ts";
import type { Users } from "../users/index.ts";
import { decisionMail, reportReceiptMail, type MailSender } from "./moderation-mails.ts";
import { publicReviewView } from "./public-views.ts";
import { recountRating } from "./rating.ts";
import type { ReviewRow } from "./repo.ts";
import {
  createReviewReportsRepo,
  type ModeratedReviewRow,
  type ReviewDecisionRow,
  type ReviewReportRow,
} from "./reports-repo.ts";

export const moderationMessages = {
  unknownReview: "Diese Bewertung gibt es nicht.",
  alreadyReported: "Sie haben diese Bewertung bereits gemeldet. Wir prüfen Ihre Meldung und informieren Sie.",
  reported:
    "Vielen Dank. Ihre Meldung ist eingegangen. Eine Mitarbeiterin oder ein Mitarbeiter prüft sie; " +
    "wenn Sie eine E-Mail-Adresse angegeben haben, erhalten Sie eine Eingangsbestätigung und die Entscheidung.",
  nothingOpen: "Zu dieser Bewertung gibt es keine offene Meldung; sie wurde vielleicht schon entschieden.",
} as const;

// A claim older than this belongs to a process that stopped mid-way: the job takes it over.
const claimMs = 10 * 60 * 1000;
// A mail that could not be sent for this long (an address that never accepts it) is given up,
// so the job does not try it every minute for ever.
const giveUpMs = 7 * 24 * 60 * 60 * 1000;
const decidedPageSize = 50;
const openQueueLimit = 200;

export interface ModerationDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  users: Pick<Users, "findById">;
  consultants: Pick<Consultants, "within" | "findById">;
  /** Real time: the calls' records and the reviews are written with it. */
  clock: Clock;
  log: FastifyBaseLogger;
  sender: MailSender;
}

export interface DecisionFacts {
  decisionId: number;
  reviewId: number;
  consultantId: number;
  reviewerUserId: number;
  decision: ModerationDecision;
  ground: RemovalGround | null;
  reportIds: number[];
}

/**
 * Reports of reviews (Art. 16 DSA) and the administration's decisions about them (Art. 17 DSA):
 * stored first, mailed after the commit; a mail that fails stays due and the job sends it later.
 * Each mail is claimed before it is sent, so the request and the job of any process never send
 * it twice.
 */
export function createModeration(deps: ModerationDeps) {
  const { db, mailer, rateLimiter, users, consultants, clock, log, sender } = deps;
  const repo = createReviewReportsRepo(db);
  const staleBefore = () => new Date(clock.now().getTime() - claimMs).toISOString();
  const consultantNames = async (rows: ReviewRow[]): Promise<ModeratedReviewRow[]> => {
    const names = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.consultant_id))) {
      names.set(id, (await consultants.findById(id))?.name ?? "");
    }
    return rows.map((r) => ({ ...r, consultant_name: names.get(r.consultant_id) ?? "" }));
  };
  /** The review with its consultant's name, published or removed. */
  const moderatedReview = async (reviewId: number): Promise<ModeratedReviewRow | undefined> => {
    const row = await repo.review(reviewId);
    return row && (await consultantNames([row]))[0];
  };
  const giveUpBefore = () => new Date(clock.now().getTime() - giveUpMs).toISOString();

  /** Claims, sends and marks one mail; false when another process has it or sending failed. */
  async function sendClaimed(
    claim: () => Promise<boolean>,
    compose: () => Promise<Parameters<Mailer["send"]>[0] | null>,
    finish: (at: string | null) => Promise<void>,
    what: Record<string, unknown>,
  ): Promise<boolean> {
    if (!(await claim())) return false;
    let mail: Parameters<Mailer["send"]>[0] | null;
    try {
      mail = await compose();
      // Nobody to write to (the reviewer's account has no address): done, nothing sent.
      if (mail) await mailer.send(mail);
    } catch (err) {
      log.error({ err, ...what }, "review moderation mail not sent; the job retries");
      await finish(null);
      return false;
    }
    await finish(clock.now().toISOString());
    return mail !== null;
  }

  async function sendReceipt(reportId: number): Promise<boolean> {
    return sendClaimed(
      () => repo.claimReportMail("receipt_mailed_at", reportId, clock.now().toISOString(), staleBefore()),
      async () => {
        const report = await repo.report(reportId);
        const review = report && (await moderatedReview(report.review_id));
        if (!report?.reporter_email || !review) return null;
        return reportReceiptMail({ report, review, to: report.reporter_email, sender });
      },
      (at) => repo.finishReportMail("receipt_mailed_at", reportId, at),
      { reviewReportId: reportId, mail: "receipt" },
    );
  }

  async function sendDecisionToReporter(reportId: number): Promise<boolean> {
    return sendClaimed(
      () => repo.claimReportMail("decision_mailed_at", reportId, clock.now().toISOString(), staleBefore()),
      async () => {
        const report = await repo.report(reportId);
        const decision = report?.decision_id ? await repo.decision(report.decision_id) : undefined;
        const review = report && (await moderatedReview(report.review_id));
        if (!report?.reporter_email || !decision || !review) return null;
        return decisionMail({
          decision,
          review,
          report,
          to: report.reporter_email,
          name: report.reporter_name,
          sender,
        });
      },
      (at) => repo.finishReportMail("decision_mailed_at", reportId, at),
      { reviewReportId: reportId, mail: "decision" },
    );
  }

  async function sendDecisionToReviewer(decisionId: number): Promise<boolean> {
    return sendClaimed(
      () => repo.claimReviewerMail(decisionId, clock.now().toISOString(), staleBefore()),
      async () => {
        const decision = await repo.decision(decisionId);
        const review = decision && (await moderatedReview(decision.review_id));
        const reviewer = review && (await users.findById(review.user_id));
        if (!decision || !review || !reviewer?.email) return null;
        return decisionMail({ decision, review, report: null, to: reviewer.email, name: reviewer.name, sender });
      },
      (at) => repo.finishReviewerMail(decisionId, at),
      { reviewDecisionId: decisionId, mail: "reviewer" },
    );
  }

  function adminView(
    review: ModeratedReviewRow,
    reports: ReviewReportRow[],
    decision: ReviewDecisionRow | null,
  ): AdminReportedReview {
    return {
      review: {
        ...publicReviewView(review),
        consultantName: review.consultant_name,
        userId: review.user_id,
        removedAt: review.removed_at,
      },
      reports: reports.map((r) => ({
        id: r.id,
        reason: r.reason as AdminReportedReview["reports"][number]["reason"],
        text: r.text,
        reporterName: r.reporter_name,
        reporterEmail: r.reporter_email,
        createdAt: r.created_at,
      })),
      decision: decision && {
        decision: decision.decision as ModerationDecision,
        ground: decision.ground as RemovalGround | null,
        reason: decision.reason,
        decidedAt: decision.decided_at,
      },
    };
  }

  return {
    /**
     * Files a report of a published review. A filled honeypot gets the same answer and nothing
     * is stored; the same reporter's second report while the first is open is refused (409).
     */
    async report(reviewId: number, input: ReviewReportInput, ip: string, userId: number | null): Promise<void> {
      await rateLimiter.hit("reviewReportPerIp", clientAddressKey(ip));
      if (userId !== null) await rateLimiter.hit("reviewReportPerAccount", String(userId));
      const email = input.email ? input.email : null;
      // The receipt goes to whatever address is typed in: a few a day, so nobody floods an inbox through it.
      if (email) await rateLimiter.hit("reviewReportMailsPerRecipient", email.toLowerCase());
      if (input.website) {
        log.info({ ip }, "review report honeypot filled, report dropped");
        return;
      }
      // Only a published review can be reported; a removed one reads like an unknown one.
      const review = await repo.review(reviewId);
      if (!review || review.removed_at !== null) throw new HttpError(404, moderationMessages.unknownReview);
      if (await repo.hasOpenReport(reviewId, { userId, email, ip })) {
        throw new HttpError(409, moderationMessages.alreadyReported);
      }
      const reportId = await repo.insertReport({
        reviewId,
        reason: input.reason ?? "other",
        text: input.text ? input.text : null,
        name: input.name ? input.name : null,
        email,
        userId,
        ip,
        now: clock.now().toISOString(),
      });
      if (email) await sendReceipt(reportId);
    },

    /**
     * Decides about a reported review inside the caller's transaction (which also writes the
     * audit row): the decision row, its id on every open report of the review, and on removal
     * the review's removed_at and the consultant's rating counted afresh, so it stops counting at once.
     * 409 when no report is open: a second decision at the same time finds the reports taken.
     */
    async decideWithin(
      trx: Kysely<Database>,
      input: {
        reviewId: number;
        decision: ModerationDecisionInput;
        decidedBy: number;
      },
    ): Promise<DecisionFacts> {
      const within = createReviewReportsRepo(trx);
      const review = await within.review(input.reviewId);
      if (!review) throw new HttpError(404, moderationMessages.unknownReview);
      const now = clock.now().toISOString();
      const removing = input.decision.decision === "remove";
      const ground = removing ? (input.decision.ground ?? null) : null;
      const decisionId = await within.insertDecision({
        reviewId: review.id,
        decision: input.decision.decision,
        ground,
        reason: input.decision.reason.trim(),
        decidedBy: input.decidedBy,
        now,
      });
      // Throwing rolls the decision row back with everything else.
      if ((await within.closeOpenReports(review.id, decisionId)) === 0) {
        throw new HttpError(409, moderationMessages.nothingOpen);
      }
      if (removing) {
        await within.markRemoved(review.id, now);
        await recountRating(trx, consultants, review.consultant_id, clock.now());
      }
      const reports = await within.reportsOfDecisions([decisionId]);
      return {
        decisionId,
        reviewId: review.id,
        consultantId: review.consultant_id,
        reviewerUserId: review.user_id,
        decision: input.decision.decision,
        ground,
        reportIds: reports.map((r) => r.id),
      };
    },

    /** After the decision's commit: its mails to the reporters and the reviewer; never throws. */
    async mailDecision(decisionId: number): Promise<void> {
      try {
        for (const report of await repo.reportsOfDecisions([decisionId])) {
          if (report.reporter_email) await sendDecisionToReporter(report.id);
        }
        await sendDecisionToReviewer(decisionId);
      } catch (err) {
        log.error({ err, reviewDecisionId: decisionId }, "decision mails not sent; the job retries");
      }
    },

    /** Every due receipt and decision mail; never throws. The number sent. */
    async sendDue(): Promise<number> {
      let sent = 0;
      try {
        const since = giveUpBefore();
        for (const id of await repo.dueReportMails("receipt_mailed_at", since, staleBefore(), 100))
          if (await sendReceipt(id)) sent += 1;
        for (const id of await repo.dueReportMails("decision_mailed_at", since, staleBefore(), 100))
          if (await sendDecisionToReporter(id)) sent += 1;
        for (const id of await repo.dueReviewerMails(since, staleBefore(), 100))
          if (await sendDecisionToReviewer(id)) sent += 1;
      } catch (err) {
        log.error({ err }, "review moderation mails not sent; the job retries");
      }
      return sent;
    },

    /** The administration's queue: open reports by review, the one waiting longest first; or decisions, newest first. */
    async queue(
      state: "open" | "decided",
      page: number,
    ): Promise<{ items: AdminReportedReview[]; nextPage: number | null }> {
      if (state === "open") {
        const ids = await repo.openReviewIds(openQueueLimit);
        const [reviews, reports] = await Promise.all([
          repo.reviews(ids).then(consultantNames),
          repo.openReportsOf(ids),
        ]);
        const byId = new Map(reviews.map((r) => [r.id, r]));
        const items = ids.flatMap((id) => {
          const review = byId.get(id);
          return review
            ? [
                adminView(
                  review,
                  reports.filter((r) => r.review_id === id),
                  null,
                ),
              ]
            : [];
        });
        return { items, nextPage: null };
      }
      const rows = await repo.decisionsPage(decidedPageSize + 1, (page - 1) * decidedPageSize);
      const decisions = rows.slice(0, decidedPageSize);
      const [reviews, reports] = await Promise.all([
        repo.reviews([...new Set(decisions.map((d) => d.review_id))]).then(consultantNames),
        repo.reportsOfDecisions(decisions.map((d) => d.id)),
      ]);
      const byId = new Map(reviews.map((r) => [r.id, r]));
      const items = decisions.flatMap((decision) => {
        const review = byId.get(decision.review_id);
        return review
          ? [
              adminView(
                review,
                reports.filter((r) => r.decision_id === decision.id),
                decision,
              ),
            ]
          : [];
      });
      return { items, nextPage: rows.length > decidedPageSize ? page + 1 : null };
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
