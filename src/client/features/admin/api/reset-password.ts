import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminResetPasswordInput } from "../../../../shared/schemas/admin.ts";
import { fileRequest } from "../../../lib/api-filing.ts";
import { adminUsersUrl } from "./get-admin-users.ts";
import { refreshAfterAdminChange } from "./invalidate-admin-user.ts";

/** POST /api/admin/users/{id}/reset-password */
export function resetPassword(id: number, input: AdminResetPasswordInput): Promise<{ message: string }> {
  return fileRequest<{ message: string }>("POST", `${adminUsersUrl}/${id}/reset-password`, input);
}

export function useResetPassword(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminResetPasswordInput) => resetPassword(id, input),
    // The reset ends the customer's sessions, which the detail counts.
    ...refreshAfterAdminChange(queryClient, id),
  });
}
