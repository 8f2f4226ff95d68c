import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAuditLog } from "../../../../shared/schemas/admin.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const adminAuditLogUrl = "/api/admin/audit-log";
export const adminAuditLogPageSize = 20;

export function fetchAuditLog(page: number): Promise<AdminAuditLog> {
  return apiRequest<AdminAuditLog>("GET", `${adminAuditLogUrl}?page=${page}&pageSize=${adminAuditLogPageSize}`);
}

/** GET /api/admin/audit-log: the administration's actions, newest first. */
export function auditLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: [adminAuditLogUrl, { page }] as const,
    queryFn: () => fetchAuditLog(page),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(page: number) {
  return useQuery(auditLogQueryOptions(page));
}
