import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyHoroscopeResponse } from "../../../../shared/schemas/horoscopes.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const myHoroscopeUrl = "/api/horoscopes/me";

/** GET /api/horoscopes/me: the member's sign, mail wish and this month's horoscope for the sign. */
export function myHoroscopeQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [myHoroscopeUrl, userId] as const,
    queryFn: () => apiRequest<MyHoroscopeResponse>("GET", myHoroscopeUrl),
  });
}

export function useMyHoroscope(userId: number) {
  return useQuery(myHoroscopeQueryOptions(userId));
}
