import type { QueryClient } from "@tanstack/react-query";
import { favouritesSchema } from "../../../shared/schemas/favourites.ts";
import { consultantPagePath } from "../../../shared/domain/page-paths.ts";
import { getQueryFn } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { cachedConsultant } from "./cached-consultants.ts";

// "Benachrichtigen, wenn verfügbar" while the page is open (docs/decisions/0042): a consultant on
// whom the user has an alert becomes available, and a toast says so with the way to call.

/** GET /api/favourites, the same query the favourites' own pages read. */
const favouritesQuery = {
  queryKey: ["/api/favourites"] as const,
  queryFn: getQueryFn<unknown>({ on401: "returnNull" }),
  staleTime: 30_000,
};

async function hasAlert(client: QueryClient, consultantId: number): Promise<boolean> {
  const data = await client.fetchQuery(favouritesQuery).catch(() => null);
  const parsed = favouritesSchema.safeParse(data);
  return parsed.success && parsed.data.favourites.some((f) => f.consultantId === consultantId && f.alert !== null);
}

export function availabilityToastTitle(name: string): string {
  return `${name} ist jetzt verfügbar`;
}

/** Shows the toast when the logged-in user asked to be told about this consultant. */
export function announceAvailability(client: QueryClient, consultantId: number): void {
  void hasAlert(client, consultantId).then((alert) => {
    const consultant = cachedConsultant(client, consultantId);
    if (!alert || !consultant || consultant.status !== "available") return;
    toast({
      title: availabilityToastTitle(consultant.name),
      action: { label: "Jetzt anrufen", to: consultantPagePath(consultant.slug) },
      duration: 15_000,
    });
  });
}
