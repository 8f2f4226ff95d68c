import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StatementMonths } from "../../../../shared/schemas/statements.ts";
import { getQueryFn } from "../../../lib/api-client.ts";

export const statementMonthsUrl = "/api/statements";

/** The months a statement can be downloaded for, newest first; keyed by user like the call history. */
export function useStatementMonths(userId: number) {
  return useQuery(
    queryOptions({
      queryKey: [statementMonthsUrl, userId] as const,
      queryFn: getQueryFn<StatementMonths>({ on401: "throw" }),
      select: (data: StatementMonths | null) => data?.months ?? [],
    }),
  );
}
