import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { CreditHistory } from "../../../../shared/schemas/credits.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const creditHistoryUrl = "/api/credits/history";
const pageSize = 20;

/**
 * GET /api/credits/history, newest first, one page after the other ("Weitere laden"). The
 * first element of the key is the address; the page number is the query's own page parameter.
 */
export function creditHistoryQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: [creditHistoryUrl, userId] as const,
    queryFn: ({ queryKey, pageParam }) =>
      apiRequest<CreditHistory>("GET", `${queryKey[0]}?page=${pageParam}&pageSize=${pageSize}`),
    initialPageParam: 1,
    getNextPageParam: (last: CreditHistory) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useCreditHistory(userId: number) {
  return useInfiniteQuery(creditHistoryQueryOptions(userId));
}
