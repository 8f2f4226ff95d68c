import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentEntry, PaymentsResponse } from "../../../shared/schemas/receipts.ts";
import { getQueryFn } from "../../lib/api-client.ts";

export const paymentsUrl = "/api/payments";

/**
 * GET /api/payments: the account's payments and refunds with their receipts, one query for
 * /profile and /credits; the user id in the key keeps one account's payments from another's.
 */
export function paymentsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [paymentsUrl, userId] as const,
    queryFn: getQueryFn<PaymentsResponse>({ on401: "throw" }),
    select: (data: PaymentsResponse | null): PaymentEntry[] => data?.payments ?? [],
  });
}

export function usePayments(userId: number) {
  return useQuery(paymentsQueryOptions(userId));
}
