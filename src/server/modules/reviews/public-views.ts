import { callMinutes } from "../../../shared/domain/reviews.ts";
import type { PublicReview } from "../../../shared/schemas/reviews.ts";
import type { ReviewRow } from "./repo.ts";

/** A published review as every visitor sees it: no account, no call, only what the label says. */
export function publicReviewView(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    stars: row.stars,
    text: row.text,
    reviewer: row.reviewer_label,
    createdAt: row.created_at,
    edited: row.updated_at !== row.created_at,
    callMinutes: callMinutes(row.call_seconds),
  };
}
