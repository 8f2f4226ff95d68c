import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Consultant } from "../../../../shared/schemas/consultants.ts";
import { sortByStatus } from "../../../../shared/domain/consultants.ts";
import { getQueryFn } from "../../../lib/api-client.ts";

export const consultantsQueryKey = ["/api/consultants"] as const;

// The server already sorts, but the order is a promise of the page, so it is not left to it.
function sortedConsultants(data: Consultant[] | null): Consultant[] {
  return sortByStatus(data ?? []);
}

/** GET /api/consultants, sorted busy, available, offline. */
export const consultantsQueryOptions = queryOptions({
  queryKey: consultantsQueryKey,
  queryFn: getQueryFn<Consultant[]>({ on401: "throw" }),
  select: sortedConsultants,
});

export function useConsultants() {
  return useQuery(consultantsQueryOptions);
}
