import type { QueryClient } from "@tanstack/react-query";
import { adminAuditLogUrl } from "./get-audit-log.ts";
import { adminUsersUrl } from "./get-admin-users.ts";

/** After a change to an account its detail, the user list and the audit log are stale. */
export async function invalidateAfterAdminChange(queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [`${adminUsersUrl}/${id}`] }),
    queryClient.invalidateQueries({ queryKey: [adminUsersUrl] }),
    queryClient.invalidateQueries({ queryKey: [adminAuditLogUrl] }),
  ]);
}

/**
 * The callbacks of every action on an account. A failure may come after the server saved
 * (the answer was lost on the way), so the account is read again then too, without holding
 * back the error message.
 */
export function refreshAfterAdminChange(queryClient: QueryClient, id: number) {
  return {
    onSuccess: () => invalidateAfterAdminChange(queryClient, id),
    onError: () => void invalidateAfterAdminChange(queryClient, id),
  };
}
