import { queryOptions, replaceEqualDeep, useQuery } from "@tanstack/react-query";
import type { Consultant } from "../../../../shared/schemas/consultants.ts";
import { sortByStatus } from "../../../../shared/domain/consultants.ts";
import { rememberStatusCursor } from "../../../entities/consultant-status/status-cursors.ts";
import { getQueryFn } from "../../../lib/api-client.ts";

export const consultantsQueryKey = ["/api/consultants"] as const;

// The server already sorts, but the order is a promise of the page, so it is not left to it.
function sortedConsultants(data: Consultant[] | null): Consultant[] {
  return sortByStatus(data ?? []);
}

/**
 * A new list with every consultant that did not change kept as the same object, matched by id:
 * TanStack Query's own sharing compares by position, and a status change moves consultants
 * (busy, available, offline), so each one it moved would be a new object and its memoised card
 * would render again. The old list itself when nothing changed.
 */
export function shareConsultantsById(previous: unknown, next: unknown): unknown {
  if (!Array.isArray(previous) || !Array.isArray(next)) return replaceEqualDeep(previous, next);
  const before = new Map<unknown, unknown>(previous.map((item: { id?: unknown }) => [item.id, item]));
  const shared = next.map((item: { id?: unknown }) => replaceEqualDeep(before.get(item.id), item));
  return shared.length === previous.length && shared.every((item, i) => item === previous[i]) ? previous : shared;
}

/**
 * GET /api/consultants, sorted busy, available, offline. The status event the answer names is
 * where the live status resumes from (docs/decisions/0042).
 */
export const consultantsQueryOptions = queryOptions({
  queryKey: consultantsQueryKey,
  queryFn: getQueryFn<Consultant[]>({ on401: "throw", onAnswer: rememberStatusCursor }),
  select: sortedConsultants,
  // For the cached answer and the sorted list alike: a refetch or a status event that changes one
  // consultant redraws one card.
  structuralSharing: shareConsultantsById,
});

export function useConsultants() {
  return useQuery(consultantsQueryOptions);
}
