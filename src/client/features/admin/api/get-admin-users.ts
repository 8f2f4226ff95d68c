import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUsersResponse } from "../../../../shared/schemas/admin.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const adminUsersUrl = "/api/admin/users";
export const adminUsersPageSize = 20;

export function fetchAdminUsers(q: string, page: number): Promise<AdminUsersResponse> {
  const params = new URLSearchParams({ q, page: String(page), pageSize: String(adminUsersPageSize) });
  return apiRequest<AdminUsersResponse>("GET", `${adminUsersUrl}?${params.toString()}`);
}

/** GET /api/admin/users: one page of accounts matching a part of the name or phone number. */
export function adminUsersQueryOptions(q: string, page: number) {
  return queryOptions({
    queryKey: [adminUsersUrl, { q, page }] as const,
    queryFn: () => fetchAdminUsers(q, page),
    // The table keeps the previous page visible while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(q: string, page: number) {
  return useQuery(adminUsersQueryOptions(q, page));
}
