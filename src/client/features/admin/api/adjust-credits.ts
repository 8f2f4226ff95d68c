import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCreditAdjustmentInput, AdminCreditAdjustmentResponse } from "../../../../shared/schemas/admin.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { adminUsersUrl } from "./get-admin-users.ts";
import { refreshAfterAdminChange } from "./invalidate-admin-user.ts";

/** POST /api/admin/users/{id}/credits: a bonus or a refund, booked once per operation key. */
export function adjustCredits(id: number, input: AdminCreditAdjustmentInput): Promise<AdminCreditAdjustmentResponse> {
  return apiRequest<AdminCreditAdjustmentResponse>("POST", `${adminUsersUrl}/${id}/credits`, input);
}

export function useAdjustCredits(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCreditAdjustmentInput) => adjustCredits(id, input),
    ...refreshAfterAdminChange(queryClient, id),
  });
}
