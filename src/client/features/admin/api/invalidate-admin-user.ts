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
