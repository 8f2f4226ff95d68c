import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageResponse } from "../../../../shared/schemas/message.ts";
import type { ModerationDecisionInput } from "../../../../shared/schemas/reviews.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { toast } from "../../../lib/toast.ts";
import { adminAuditLogUrl } from "./get-audit-log.ts";
import { adminReviewReportsUrl } from "./get-review-reports.ts";

/** POST /api/admin/reviews/{id}/decision: keep or remove a reported review, with reasons. */
export function decideReview(reviewId: number, input: ModerationDecisionInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("POST", `/api/admin/reviews/${reviewId}/decision`, input);
}

export function useDecideReview(reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationDecisionInput) => decideReview(reviewId, input),
    // Here rather than in the dialog: the refreshed queue no longer holds the decided review,
    // so the dialog is gone before a callback of its own would run.
    onSuccess: (answer) => toast({ title: "Entschieden", description: answer.message }),
    onError: (error) =>
      toast({
        title: "Nicht entschieden",
        description: errorMessageOf(error, "Die Entscheidung konnte nicht gespeichert werden."),
        variant: "destructive",
      }),
    // Decided or taken by someone else meanwhile: either way the queue is out of date.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [adminReviewReportsUrl] });
      await queryClient.invalidateQueries({ queryKey: [adminAuditLogUrl] });
    },
  });
}
