import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserDetail } from "../../../../shared/schemas/admin.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { adminUsersUrl } from "./get-admin-users.ts";

export function fetchAdminUser(id: number): Promise<AdminUserDetail> {
  return apiRequest<AdminUserDetail>("GET", `${adminUsersUrl}/${id}`);
}

/** GET /api/admin/users/{id}: everything the administration needs to know about one account. */
export function adminUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: [`${adminUsersUrl}/${id}`] as const,
    queryFn: () => fetchAdminUser(id),
  });
}

export function useAdminUser(id: number) {
  return useQuery(adminUserQueryOptions(id));
}
