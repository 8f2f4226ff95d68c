import type { QueryClient } from "@tanstack/react-query";
import type { Favourites } from "../../../shared/schemas/favourites.ts";
import type { ToastOptions } from "../../lib/toast.ts";
import { cachedConsultant } from "./cached-consultants.ts";

// "Benachrichtigen, wenn verfügbar" while the page is open (docs/decisions/0042): a consultant on
// whom the user has an alert becomes available, and a toast says so with the way to call.

/**
 * GET /api/favourites, under the key the favourites' own pages read. Fetched here without the
 * shared client helpers, so that this late chunk does not pull them apart from the page's.
 */
const favouritesQuery = {
  queryKey: ["/api/favourites"] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<unknown> => {
    const res = await fetch("/api/favourites", { credentials: "include", signal });
    return res.ok ? res.json() : null;
  },
  staleTime: 30_000,
};

async function hasAlert(client: QueryClient, consultantId: number): Promise<boolean> {
  const data = (await client.fetchQuery(favouritesQuery).catch(() => null)) as Favourites | null;
  const favourites = Array.isArray(data?.favourites) ? data.favourites : [];
  return favourites.some((f) => f.consultantId === consultantId && f.alert !== null && f.alert !== undefined);
}

export function availabilityToastTitle(name: string): string {
  return `${name} ist jetzt verfügbar`;
}

/** Shows the toast when the logged-in user asked to be told about this consultant. */
export function announceAvailability(
  client: QueryClient,
  consultantId: number,
  toast: (options: ToastOptions) => void,
): void {
  void hasAlert(client, consultantId).then((alert) => {
    const consultant = cachedConsultant(client, consultantId);
    if (!alert || !consultant || consultant.status !== "available") return;
    toast({
      title: availabilityToastTitle(consultant.name),
      action: { label: "Jetzt anrufen", to: `/berater/${encodeURIComponent(consultant.slug)}` },
      duration: 15_000,
    });
  });
}
