import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "../../../../shared/schemas/message.ts";
import type { ReviewReportInput } from "../../../../shared/schemas/reviews.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/reviews/{id}/reports: anyone may report a review. */
export function reportReview(reviewId: number, input: ReviewReportInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("POST", `/api/reviews/${reviewId}/reports`, input);
}

export function useReportReview(reviewId: number) {
  return useMutation({ mutationFn: (input: ReviewReportInput) => reportReview(reviewId, input) });
}
