import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminConsultant } from "../../../../shared/schemas/admin-consultants.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const adminConsultantsUrl = "/api/admin/consultants";

/** GET /api/admin/consultants: every consultant, deactivated ones too. */
export const adminConsultantsQueryOptions = queryOptions({
  queryKey: [adminConsultantsUrl] as const,
  queryFn: () => apiRequest<AdminConsultant[]>("GET", adminConsultantsUrl),
});

export function useAdminConsultants() {
  return useQuery(adminConsultantsQueryOptions);
}
