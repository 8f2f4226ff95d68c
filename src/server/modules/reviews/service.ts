import type { Kysely } from "kysely";
import {
  reviewDeadline,
  reviewRefusal,
  reviewRefusalMessages,
  reviewWindowDays,
  reviewableLines,
  reviewerLabel,
  reviewMinimumCallSeconds,
} from "../../../shared/domain/reviews.ts";
import type { OwnReview, OwnReviews } from "../../../shared/schemas/reviews.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Calls, ReviewableCall } from "../calls/index.ts";
import type { Consultants } from "../consultants/index.ts";
import type { Users } from "../users/index.ts";
import { recountRating } from "./rating.ts";
import type { ReviewRow } from "./repo.ts";
import { createReviewWriteRepo, type NewReviewRow } from "./write-repo.ts";

export const reviewWriteMessages = {
  noConsultant: "Dieser Anruf ist keiner Beraterin und keinem Berater zugeordnet und kann nicht bewertet werden.",
  duplicate: "Diesen Anruf haben Sie bereits bewertet.",
  notFound: "Diese Bewertung wurde nicht gefunden.",
  removed: "Diese Bewertung wurde von der Verwaltung entfernt und kann nicht mehr geändert werden.",
  changeTooLate:
    "Eine Bewertung kann nur bis 30 Tage nach dem Anruf geändert werden. Löschen können Sie sie weiterhin.",
};

export interface ReviewInput {
  stars: number;
  /** Trimmed; "" for stars only. */
  text: string;
}

export interface ReviewsServiceDeps {
  db: Kysely<Database>;
  consultants: Pick<Consultants, "within" | "findById">;
  users: Pick<Users, "findById">;
  calls: Pick<Calls, "forReview" | "reviewCandidatesOf">;
  /** Real time: the calls' records are written with it. */
  clock: Clock;
}

const dayMs = 24 * 60 * 60 * 1000;

function callFacts(call: ReviewableCall) {
  return { line: call.line, userId: call.userId, durationSeconds: call.durationSeconds, startedAt: call.startedAt };
}

/** An instant after `previous`: a change in the same millisecond as the writing still reads as a change. */
function laterThan(previous: string, now: Date): string {
  const at = now.toISOString();
  return at > previous ? at : new Date(Date.parse(previous) + 1).toISOString();
}

/**
 * Writing, changing and deleting one's own reviews (docs/decisions/0040). Each write and the
 * recount of the consultant's rating happen in one transaction; the checks read before it (on
 * SQLite a read on the database inside a transaction would wait for that transaction).
 */
export function createReviewsService(deps: ReviewsServiceDeps) {
  const { db, consultants, users, calls, clock } = deps;

  const labelOf = async (userId: number) => reviewerLabel((await users.findById(userId))?.name ?? "");

  const ownView = async (row: ReviewRow): Promise<OwnReview> => {
    const consultant = await consultants.findById(row.consultant_id);
    return ownReviewView(
      row,
      consultant ? { name: consultant.name, slug: consultant.active === 1 ? consultant.slug : null } : null,
    );
  };

  /** Decides whether the account may review the call now, and what the review row says; reads outside any transaction. */
  async function prepare(userId: number, callId: number, input: ReviewInput): Promise<NewReviewRow> {
    const now = clock.now();
    const call = await calls.forReview(callId);
    const refusal = call ? reviewRefusal(callFacts(call), userId, now) : "not-yours";
    if (refusal === "not-yours" || !call) throw new HttpError(404, reviewRefusalMessages["not-yours"]);
    if (refusal) throw new HttpError(403, reviewRefusalMessages[refusal]);
    if (call.consultantId === null) throw new HttpError(403, reviewWriteMessages.noConsultant);
    return {
      callId: call.id,
      userId,
      consultantId: call.consultantId,
      stars: input.stars,
      text: input.text === "" ? null : input.text,
      reviewerLabel: await labelOf(userId),
      callSeconds: call.durationSeconds,
      callEndedAt: new Date(Date.parse(call.startedAt) + call.durationSeconds * 1000).toISOString(),
      at: now.toISOString(),
    };
  }

  async function insert(trx: Kysely<Database>, review: NewReviewRow): Promise<ReviewRow> {
    const row = await createReviewWriteRepo(trx).insert(review);
    if (!row) throw new HttpError(409, reviewWriteMessages.duplicate);
    await recountRating(trx, consultants, row.consultant_id, new Date(review.at));
    return row;
  }

  async function change(userId: number, reviewId: number, input: ReviewInput): Promise<OwnReview> {
    const label = await labelOf(userId);
    const row = await db.transaction().execute(async (trx) => {
      const repo = createReviewWriteRepo(trx);
      const now = clock.now();
      const review = await repo.findOwn(reviewId, userId);
      if (!review) throw new HttpError(404, reviewWriteMessages.notFound);
      if (review.removed_at !== null) throw new HttpError(403, reviewWriteMessages.removed);
      if (now.getTime() > editableUntil(review).getTime()) {
        throw new HttpError(403, reviewWriteMessages.changeTooLate);
      }
      const text = input.text === "" ? null : input.text;
      // The same stars and text again change nothing, and the review does not read as edited.
      if (review.stars === input.stars && review.text === text) return review;
      const changed = await repo.change(review.id, {
        stars: input.stars,
        text,
        reviewerLabel: label,
        at: laterThan(review.updated_at, now),
      });
      // Removed by the administration between the read and the write.
      if (!changed) throw new HttpError(403, reviewWriteMessages.removed);
      await recountRating(trx, consultants, changed.consultant_id, now);
      return changed;
    });
    return ownView(row);
  }

  async function remove(userId: number, reviewId: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const repo = createReviewWriteRepo(trx);
      const review = await repo.findOwn(reviewId, userId);
      if (!review || !(await repo.remove(review.id))) throw new HttpError(404, reviewWriteMessages.notFound);
      await recountRating(trx, consultants, review.consultant_id, clock.now());
    });
  }

  /**
   * The account's calls it may review now and has not reviewed, newest first, each with the last
   * moment it can be reviewed.
   */
  async function reviewableCallsOf(userId: number): Promise<{ call: ReviewableCall; reviewableUntil: string }[]> {
    const now = clock.now();
    const reviewed = new Set((await createReviewWriteRepo(db).ownOf(userId)).map((row) => row.call_id));
    // A call may be reviewed until 30 days after it ended, so a call that started a little earlier may still qualify.
    const candidates = await calls.reviewCandidatesOf(userId, {
      lines: [...reviewableLines],
      minimumSeconds: reviewMinimumCallSeconds,
      since: new Date(now.getTime() - (reviewWindowDays + 1) * dayMs).toISOString(),
    });
    return candidates
      .filter((call) => !reviewed.has(call.id) && reviewRefusal(callFacts(call), userId, now) === null)
      .map((call) => ({ call, reviewableUntil: reviewDeadline(callFacts(call)).toISOString() }));
  }

  async function own(userId: number): Promise<OwnReviews> {
    const rows = await createReviewWriteRepo(db).ownOf(userId);
    return {
      reviews: await Promise.all(rows.map(ownView)),
      reviewableCalls: (await reviewableCallsOf(userId)).map(({ call, reviewableUntil }) => ({
        callId: call.id,
        reviewableUntil,
      })),
    };
  }

  return {
    /** Writes the review of one of the account's calls and recounts the consultant, in one transaction. */
    async create(userId: number, callId: number, input: ReviewInput): Promise<OwnReview> {
      const review = await prepare(userId, callId, input);
      return ownView(await db.transaction().execute((trx) => insert(trx, review)));
    },
    /**
     * The same inside the caller's transaction, for a service made on that transaction (the demo
     * seed): its reads then see the transaction's rows.
     */
    async createWithin(trx: Kysely<Database>, userId: number, callId: number, input: ReviewInput): Promise<ReviewRow> {
      return insert(trx, await prepare(userId, callId, input));
    },
    change,
    remove,
    own,
    reviewableCallsOf,
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** A review is changed within the same 30 days after the call ended as it is written. */
function editableUntil(row: ReviewRow): Date {
  return reviewDeadline({ startedAt: row.call_ended_at, durationSeconds: 0 });
}

/** The reviewer's own view of a review; `consultant` null when the consultant is gone. */
export function ownReviewView(row: ReviewRow, consultant: { name: string; slug: string | null } | null): OwnReview {
  return {
    id: row.id,
    callId: row.call_id,
    consultantName: consultant?.name ?? "Unbekannter Berater",
    consultantSlug: consultant?.slug ?? null,
    stars: row.stars,
    text: row.text,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    editableUntil: editableUntil(row).toISOString(),
    removedAt: row.removed_at,
  };
}
