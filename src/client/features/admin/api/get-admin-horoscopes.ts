import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminHoroscopeMonths } from "../../../../shared/schemas/horoscopes.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const adminHoroscopesUrl = "/api/admin/horoscopes";

/** GET /api/admin/horoscopes: every month with texts, newest first. */
export function adminHoroscopeMonthsQueryOptions() {
  return queryOptions({
    queryKey: [adminHoroscopesUrl] as const,
    queryFn: () => apiRequest<AdminHoroscopeMonths>("GET", adminHoroscopesUrl),
  });
}

export function useAdminHoroscopeMonths() {
  return useQuery(adminHoroscopeMonthsQueryOptions());
}
