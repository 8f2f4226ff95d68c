import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAuditLog, AdminAuditLogFilter } from "../../../../shared/schemas/admin.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const adminAuditLogUrl = "/api/admin/audit-log";
export const adminAuditLogPageSize = 20;

export function fetchAuditLog(page: number, filter: AdminAuditLogFilter = {}): Promise<AdminAuditLog> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(adminAuditLogPageSize) });
  if (filter.action) query.set("action", filter.action);
  if (filter.userId !== undefined) query.set("userId", String(filter.userId));
  return apiRequest<AdminAuditLog>("GET", `${adminAuditLogUrl}?${query.toString()}`);
}

/** GET /api/admin/audit-log: the administration's actions, newest first, optionally filtered. */
export function auditLogQueryOptions(page: number, filter: AdminAuditLogFilter = {}) {
  return queryOptions({
    queryKey: [adminAuditLogUrl, { page, ...filter }] as const,
    queryFn: () => fetchAuditLog(page, filter),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(page: number, filter: AdminAuditLogFilter = {}) {
  return useQuery(auditLogQueryOptions(page, filter));
}
