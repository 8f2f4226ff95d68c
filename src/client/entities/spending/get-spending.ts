import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { getQueryFn } from "../../lib/api-client.ts";
import type { SpendingView } from "../../../shared/schemas/spending.ts";

export const spendingUrl = "/api/spending";

/**
 * GET /api/spending, one query for the limit page, the profile's glance and the order steps, so
 * a change on one shows on all; the user id in the key keeps one account's figures from
 * showing for another.
 */
export function spendingQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [spendingUrl, userId] as const,
    queryFn: getQueryFn<SpendingView>({ on401: "throw" }),
  });
}

export function useSpending(userId: number) {
  return useQuery(spendingQueryOptions(userId));
}

/** Every change of limits or pause answers the whole view: it replaces the cached one. */
export function useStoreSpending(userId: number) {
  const queryClient = useQueryClient();
  return (view: SpendingView) => queryClient.setQueryData(spendingQueryOptions(userId).queryKey, view);
}
