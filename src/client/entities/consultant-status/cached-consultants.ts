import type { Query, QueryClient } from "@tanstack/react-query";
import type { StatusChange } from "../../../shared/schemas/live-status.ts";

// Where the browser keeps consultants: the list of /api/consultants (home grid, /berater, the call
// guide) and each consultant's page (/api/consultants/:slug). A status event is written into
// both, so every component that reads them shows it at once, without asking the server.

interface CachedConsultant {
  id: number;
  name: string;
  slug: string;
  status: string;
}

function isConsultant(value: unknown): value is CachedConsultant {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "number" && typeof v.slug === "string" && typeof v.status === "string";
}

/** The cached queries that hold consultants: the list and each consultant's page, not their reviews. */
export function isConsultantQuery(query: Query): boolean {
  const [url] = query.queryKey;
  return (
    typeof url === "string" &&
    (url === "/api/consultants" || (url.startsWith("/api/consultants/") && !url.endsWith("/reviews")))
  );
}

/**
 * A list's or a page's data with the one consultant's new status; the same object when nothing
 * changed. Object.assign rather than spread: the build's spread helper would tie this late chunk
 * to the first load's shared chunks and split them (scripts/check-budgets.ts).
 */
function withStatus(data: unknown, change: StatusChange): unknown {
  const update = (item: unknown) =>
    isConsultant(item) && item.id === change.id && item.status !== change.status
      ? Object.assign({}, item, { status: change.status })
      : item;
  if (Array.isArray(data)) {
    const next = data.map(update);
    return next.some((item, i) => item !== data[i]) ? next : data;
  }
  if (typeof data === "object" && data !== null && "consultant" in data) {
    const next = update(data.consultant);
    return next === data.consultant ? data : Object.assign({}, data, { consultant: next });
  }
  return data;
}

/** Writes a status change into every cached consultant list and page. */
export function applyStatusChange(client: QueryClient, change: StatusChange): void {
  for (const query of client.getQueryCache().findAll({ predicate: isConsultantQuery })) {
    const data = query.state.data;
    const next = withStatus(data, change);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
}

/** The consultant as the cache knows them, for a message naming them. */
export function cachedConsultant(client: QueryClient, id: number): CachedConsultant | undefined {
  for (const query of client.getQueryCache().findAll({ predicate: isConsultantQuery })) {
    const data: unknown = query.state.data;
    const items = Array.isArray(data)
      ? data
      : typeof data === "object" && data !== null && "consultant" in data
        ? [data.consultant]
        : [];
    const found = items.find((item): item is CachedConsultant => isConsultant(item) && item.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The status event from which the stream must resume for what `client` holds of consultants
 * (docs/decisions/0042): the oldest that its lists and pages were read at, as `cursorOf` knows
 * them (status-cursors.ts). Null when one of them was read without (a consultant's own page);
 * undefined when it holds none.
 */
export function heldSince(
  client: QueryClient,
  cursorOf: (url: string) => number | undefined,
): number | null | undefined {
  let oldest: number | undefined;
  for (const query of client.getQueryCache().findAll({ predicate: isConsultantQuery })) {
    if (query.state.data === undefined) continue;
    const cursor = cursorOf(String(query.queryKey[0]));
    if (cursor === undefined) return null;
    oldest = oldest === undefined ? cursor : Math.min(oldest, cursor);
  }
  return oldest;
}

/** Whether a list or page of consultants is being read with nothing of it shown yet. */
export function firstReadUnderWay(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .findAll({ predicate: isConsultantQuery })
    .some((query) => query.state.data === undefined && query.state.fetchStatus === "fetching");
}

/**
 * Asks the server again for every consultant list and page on screen (a reload event, the
 * fallback); settles when the answers are in.
 */
export function refetchConsultants(client: QueryClient): Promise<void> {
  // Only lists and pages that have data: a read that failed is not retried behind the visitor's
  // back; its page offers "Erneut versuchen".
  return client.invalidateQueries({
    predicate: (query) => isConsultantQuery(query) && query.state.status === "success",
  });
}
