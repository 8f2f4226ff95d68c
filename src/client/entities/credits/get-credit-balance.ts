import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreditBalance } from "../../../shared/schemas/credits.ts";
import { getQueryFn } from "../../lib/api-client.ts";

export const creditBalanceUrl = "/api/credits/balance";

/**
 * GET /api/credits/balance, one query for every page that shows the balance, so a purchase on
 * /credits refreshes the profile too; the user id in the key keeps one account's balance from
 * showing for another.
 */
export function creditBalanceQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [creditBalanceUrl, userId] as const,
    queryFn: getQueryFn<CreditBalance>({ on401: "throw" }),
  });
}

export function useCreditBalance(userId: number) {
  return useQuery(creditBalanceQueryOptions(userId));
}
