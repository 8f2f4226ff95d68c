import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminReportedReviews } from "../../../../shared/schemas/reviews.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const adminReviewReportsUrl = "/api/admin/review-reports";
export type ReviewReportState = "open" | "decided";

/** GET /api/admin/review-reports: the open queue, or the decisions a page at a time. */
export function reviewReportsQueryOptions(state: ReviewReportState, page = 1) {
  return queryOptions({
    queryKey: [adminReviewReportsUrl, { state, page }] as const,
    queryFn: () => apiRequest<AdminReportedReviews>("GET", `${adminReviewReportsUrl}?state=${state}&page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useReviewReports(state: ReviewReportState, page = 1) {
  return useQuery(reviewReportsQueryOptions(state, page));
}
