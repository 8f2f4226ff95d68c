import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { CreditHistory } from "../../../../shared/schemas/credits.ts";
import { apiRequest } from "../../../lib/api-client.ts";

const creditHistoryUrl = "/api/credits/history";
const pageSize = 20;

/**
 * The prefix of every read that lists the account's credit transactions: invalidating it
 * refreshes what the credit history shows.
 */
export const creditTransactionsKey = ["/api/credits/transactions"] as const;

/**
 * GET /api/credits/history, newest first, one page after the other ("Weitere laden"); the
 * page number is the query's own page parameter.
 */
export function creditHistoryQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: [...creditTransactionsKey, creditHistoryUrl, userId] as const,
    queryFn: ({ pageParam }) =>
      apiRequest<CreditHistory>("GET", `${creditHistoryUrl}?page=${pageParam}&pageSize=${pageSize}`),
    initialPageParam: 1,
    getNextPageParam: (last: CreditHistory) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useCreditHistory(userId: number) {
  return useInfiniteQuery(creditHistoryQueryOptions(userId));
}
