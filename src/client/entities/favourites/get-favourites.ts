import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Favourites } from "../../../shared/schemas/favourites.ts";
import { getQueryFn } from "../../lib/api-client.ts";

export const favouritesQueryKey = ["/api/favourites"] as const;

/** GET /api/favourites: the signed-in user's favourites with their alerts. */
export const favouritesQueryOptions = queryOptions({
  queryKey: favouritesQueryKey,
  queryFn: getQueryFn<Favourites>({ on401: "returnNull" }),
});

/** Only asked for a signed-in user: a guest has none and gets no request. */
export function useFavourites(signedIn: boolean) {
  return useQuery({ ...favouritesQueryOptions, enabled: signedIn });
}
