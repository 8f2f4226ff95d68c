import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreditBalance } from "../../../../shared/schemas/credits.ts";
import { getQueryFn } from "../../../lib/api-client.ts";

/**
 * GET /api/credits/balance under the same key as on /credits, so a purchase there refreshes
 * the profile too; the user id keeps one account's balance from showing for another.
 */
export function creditBalanceQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ["/api/credits/balance", userId] as const,
    queryFn: getQueryFn<CreditBalance>({ on401: "throw" }),
  });
}

export function useCreditBalance(userId: number) {
  return useQuery(creditBalanceQueryOptions(userId));
}
