import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { HoroscopesResponse } from "../../../../shared/schemas/horoscopes.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const horoscopesUrl = "/api/horoscopes";

export function fetchHoroscopes(month: string | null): Promise<HoroscopesResponse> {
  return apiRequest<HoroscopesResponse>("GET", month ? `${horoscopesUrl}?month=${month}` : horoscopesUrl);
}

/**
 * GET /api/horoscopes: the month shown now (month null) or an archived one. The user id is in
 * the key because the answer depends on who asks: logging in or out must not show the other's.
 */
export function horoscopesQueryOptions(userId: number | null, month: string | null) {
  return queryOptions({
    queryKey: [horoscopesUrl, { userId, month }] as const,
    queryFn: () => fetchHoroscopes(month),
    placeholderData: keepPreviousData,
  });
}

export function useHoroscopes(userId: number | null, month: string | null) {
  return useQuery(horoscopesQueryOptions(userId, month));
}
