import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminHoroscopeMonth } from "../../../../shared/schemas/horoscopes.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { adminHoroscopesUrl } from "./get-admin-horoscopes.ts";

/** GET /api/admin/horoscopes/{month}: the twelve signs' texts, empty where none were written. */
export function adminHoroscopeMonthQueryOptions(month: string) {
  return queryOptions({
    queryKey: [adminHoroscopesUrl, month] as const,
    queryFn: () => apiRequest<AdminHoroscopeMonth>("GET", `${adminHoroscopesUrl}/${month}`),
  });
}

export function useAdminHoroscopeMonth(month: string) {
  return useQuery(adminHoroscopeMonthQueryOptions(month));
}
