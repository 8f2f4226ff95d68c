import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdminCancelSubscriptionInput,
  AdminCancelSubscriptionResponse,
} from "../../../../shared/schemas/admin.ts";
import { fileRequest } from "../../../lib/api-filing.ts";
import { adminUsersUrl } from "./get-admin-users.ts";
import { refreshAfterAdminChange } from "./invalidate-admin-user.ts";

/** POST /api/admin/users/{id}/cancel-subscription */
export function cancelSubscription(
  id: number,
  input: AdminCancelSubscriptionInput,
): Promise<AdminCancelSubscriptionResponse> {
  return fileRequest<AdminCancelSubscriptionResponse>("POST", `${adminUsersUrl}/${id}/cancel-subscription`, input);
}

export function useCancelSubscription(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCancelSubscriptionInput) => cancelSubscription(id, input),
    ...refreshAfterAdminChange(queryClient, id),
  });
}
