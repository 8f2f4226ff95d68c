import { z } from "zod";
import { moderationDecisions, removalGrounds, reportReasons } from "../domain/reviews.ts";
import { reviewTextMaxLength, reviewTextProblem } from "../domain/review-text.ts";
import { emailField, nameField, rowIdField } from "./fields.ts";

// The wire format of reviews, their reports and their moderation (docs/decisions/0040-verified-reviews.md).

const starsField = z
  .number({ error: "Bitte wählen Sie 1 bis 5 Sterne." })
  .int("Bitte wählen Sie 1 bis 5 Sterne.")
  .min(1, "Bitte wählen Sie 1 bis 5 Sterne.")
  .max(5, "Bitte wählen Sie 1 bis 5 Sterne.");

/** Optional; trimmed; "" means stars only. Longer than any allowed text is refused before it is checked. */
const reviewTextField = z
  .string()
  .max(reviewTextMaxLength * 2, "Der Text darf höchstens 1.000 Zeichen lang sein.")
  .trim()
  .superRefine((text, ctx) => {
    const problem = reviewTextProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .default("");

/** POST /api/reviews: a review of one of the caller's own recorded calls. */
export const newReviewSchema = z.object({
  callId: rowIdField,
  stars: starsField,
  text: reviewTextField,
});
export type NewReviewInput = z.input<typeof newReviewSchema>;

/** PUT /api/reviews/:id: the stars and the text, both replaced. */
export const reviewChangeSchema = z.object({ stars: starsField, text: reviewTextField });
export type ReviewChangeInput = z.input<typeof reviewChangeSchema>;

/** A published review as every visitor sees it. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  stars: z.number().int(),
  /** null when the reviewer gave stars only. */
  text: z.string().nullable(),
  /** First name and initial ("Mia M."). */
  reviewer: z.string(),
  /** When it was written (ISO instant). */
  createdAt: z.string(),
  /** Changed by its writer after it was first published. */
  edited: z.boolean(),
  /** The verified call's length in whole minutes ("Verifizierter Anruf · 14 Min."). */
  callMinutes: z.number().int(),
});
export type PublicReview = z.output<typeof publicReviewSchema>;

/** GET /api/consultants/:slug/reviews: published reviews of the rating period, newest first, a page at a time. */
export const reviewPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type ReviewPage = z.output<typeof reviewPageSchema>;

/** The caller's own review, as /profile shows and edits it. */
export const ownReviewSchema = z.object({
  id: z.number().int(),
  callId: z.number().int(),
  consultantName: z.string(),
  /** The consultant's page, null when the consultant is no longer listed. */
  consultantSlug: z.string().nullable(),
  stars: z.number().int(),
  text: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Until then it can be changed (30 days after the call ended). Deleting stays possible afterwards. */
  editableUntil: z.string(),
  /** Set when the administration removed it after a report; then it no longer counts or shows. */
  removedAt: z.string().nullable(),
});
export type OwnReview = z.output<typeof ownReviewSchema>;

/** GET /api/reviews/own: the caller's reviews, and the calls they may still review. */
export const ownReviewsSchema = z.object({
  reviews: z.array(ownReviewSchema),
  /** The account's calls that may be reviewed now and have no review (ids of the call history). */
  reviewableCalls: z.array(z.object({ callId: z.number().int(), reviewableUntil: z.string() })),
});
export type OwnReviews = z.output<typeof ownReviewsSchema>;

/** POST /api/reviews/:id/reports: anyone may report a review (Art. 16 DSA). */
export const reviewReportSchema = z.object({
  reason: z.enum(reportReasons, { error: "Bitte wählen Sie einen Grund." }),
  text: z.string().trim().max(2000, "Die Erläuterung darf höchstens 2.000 Zeichen lang sein.").default(""),
  /** Both optional: a reporter who gives an address gets a receipt and the decision. */
  name: z.union([z.literal(""), nameField]).default(""),
  email: z.union([z.literal(""), emailField]).default(""),
  goodFaith: z.literal(true, { error: "Bitte bestätigen Sie, dass Ihre Angaben nach bestem Wissen richtig sind." }),
  // Honeypot, as on the contact form: accepted, and the report is dropped silently.
  website: z.string().max(500).optional(),
});
export type ReviewReportInput = z.input<typeof reviewReportSchema>;

/** One report of a review in the administration's queue. */
export const adminReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(reportReasons),
  text: z.string().nullable(),
  reporterName: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  createdAt: z.string(),
});

/** A reported review with its reports, open or decided (GET /api/admin/review-reports). */
export const adminReportedReviewSchema = z.object({
  review: publicReviewSchema.extend({
    consultantName: z.string(),
    /** The reviewer's account, for the administration only. */
    userId: z.number().int().nullable(),
    removedAt: z.string().nullable(),
  }),
  reports: z.array(adminReportSchema),
  /** null while open. */
  decision: z
    .object({
      decision: z.enum(moderationDecisions),
      ground: z.enum(removalGrounds).nullable(),
      reason: z.string(),
      decidedAt: z.string(),
    })
    .nullable(),
});
export type AdminReportedReview = z.output<typeof adminReportedReviewSchema>;

export const adminReportedReviewsSchema = z.object({
  items: z.array(adminReportedReviewSchema),
  /** The decided list comes a page at a time: pass as `page` for the next; null on the last (and always for the open queue). */
  nextPage: z.number().int().nullable(),
});
export type AdminReportedReviews = z.output<typeof adminReportedReviewsSchema>;

/** GET /api/admin/review-reports: the open queue (default) or the decisions, a page at a time. */
export const adminReviewReportsQuerySchema = z.object({
  state: z.enum(["open", "decided"], { error: "Bitte wählen Sie offen oder entschieden." }).default("open"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/**
 * POST /api/admin/reviews/:id/decision: keep or remove a reported review, with the reasons the
 * reporter and the reviewer are sent (Art. 17 DSA). A removal names its ground.
 */
export const moderationDecisionSchema = z
  .object({
    decision: z.enum(moderationDecisions, { error: "Bitte wählen Sie eine Entscheidung." }),
    ground: z.enum(removalGrounds).optional(),
    reason: z
      .string()
      .trim()
      .min(10, "Bitte begründen Sie die Entscheidung in mindestens 10 Zeichen.")
      .max(2000, "Die Begründung darf höchstens 2.000 Zeichen lang sein."),
  })
  .refine((input) => input.decision === "keep" || input.ground !== undefined, {
    message: "Bitte wählen Sie den Grund der Entfernung.",
    path: ["ground"],
  });
export type ModerationDecisionInput = z.input<typeof moderationDecisionSchema>;
