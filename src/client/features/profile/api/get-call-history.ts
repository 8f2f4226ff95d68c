import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CallHistoryItem } from "../../../../shared/schemas/calls.ts";
import { getQueryFn } from "../../../lib/api-client.ts";

export const callHistoryUrl = "/api/call-history";

/** The user id in the key keeps one account's calls from ever showing for another. */
export function callHistoryQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [callHistoryUrl, userId] as const,
    queryFn: getQueryFn<CallHistoryItem[]>({ on401: "throw" }),
    select: (data: CallHistoryItem[] | null) => data ?? [],
  });
}

export function useCallHistory(userId: number) {
  return useQuery(callHistoryQueryOptions(userId));
}
