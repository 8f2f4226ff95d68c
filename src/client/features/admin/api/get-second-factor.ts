import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { SecondFactorStatus } from "../../../../shared/schemas/second-factor.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { adminAuditLogUrl } from "./get-audit-log.ts";

export const secondFactorUrl = "/api/admin/second-factor";

/** GET /api/admin/second-factor: set up or not, and how many recovery codes are left. */
export function secondFactorQueryOptions() {
  return queryOptions({
    queryKey: [secondFactorUrl] as const,
    queryFn: () => apiRequest<SecondFactorStatus>("GET", secondFactorUrl),
  });
}

export function useSecondFactor() {
  return useQuery(secondFactorQueryOptions());
}

/** After any change of the factor: its state and the audit log that records it. */
export async function invalidateAfterSecondFactorChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [secondFactorUrl] }),
    queryClient.invalidateQueries({ queryKey: [adminAuditLogUrl] }),
  ]);
}
