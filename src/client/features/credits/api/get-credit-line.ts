import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreditLine } from "../../../../shared/schemas/credits.ts";
import { getQueryFn } from "../../../lib/api-client.ts";

export const creditLineUrl = "/api/credits/line";

/** GET /api/credits/line: the customer number the credit line's announcement asks for, and whether a PIN is set. */
export function creditLineQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [creditLineUrl, userId] as const,
    queryFn: getQueryFn<CreditLine>({ on401: "throw" }),
  });
}

export function useCreditLine(userId: number) {
  return useQuery(creditLineQueryOptions(userId));
}
