import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OwnReview, OwnReviews } from "../../../../shared/schemas/reviews.ts";
import type { MessageResponse } from "../../../../shared/schemas/message.ts";
import { apiRequest, getQueryFn } from "../../../lib/api-client.ts";

export const ownReviewsUrl = "/api/reviews/own";

/** The user id in the key keeps one account's reviews from ever showing for another. */
export function ownReviewsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [ownReviewsUrl, userId] as const,
    queryFn: getQueryFn<OwnReviews>({ on401: "throw" }),
    select: (data: OwnReviews | null): OwnReviews => data ?? { reviews: [], reviewableCalls: [] },
  });
}

export function useOwnReviews(userId: number) {
  return useQuery(ownReviewsQueryOptions(userId));
}

export type ReviewSave =
  | { kind: "create"; callId: number; stars: number; text: string }
  | { kind: "change"; reviewId: number; stars: number; text: string };

// No idempotency key: one review per call (the server keeps the first), a change sets what the
// body says, a repeated delete finds the review gone.
function saveReview(save: ReviewSave): Promise<OwnReview> {
  const body = { stars: save.stars, text: save.text };
  return save.kind === "create"
    ? apiRequest<OwnReview>("POST", "/api/reviews", { callId: save.callId, ...body })
    : apiRequest<OwnReview>("PUT", `/api/reviews/${save.reviewId}`, body);
}

function deleteReview(reviewId: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("DELETE", `/api/reviews/${reviewId}`);
}

/** After any write the own reviews and every consultant's rating are read again. */
function useInvalidateAfterWrite(userId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ownReviewsQueryOptions(userId).queryKey });
    void queryClient.invalidateQueries({ queryKey: ["/api/consultants"] });
  };
}

export function useSaveReview(userId: number) {
  const invalidate = useInvalidateAfterWrite(userId);
  return useMutation({ mutationFn: saveReview, onSettled: invalidate });
}

export function useDeleteReview(userId: number) {
  const invalidate = useInvalidateAfterWrite(userId);
  return useMutation({ mutationFn: deleteReview, onSettled: invalidate });
}
