import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Favourites } from "../../../shared/schemas/favourites.ts";
import { getQueryFn } from "../../lib/api-client.ts";
import { meQueryKey } from "../../lib/auth/auth-api.ts";

export const favouritesQueryKey = ["/api/favourites"] as const;

/** GET /api/favourites: the signed-in user's favourites with their alerts. */
export const favouritesQueryOptions = queryOptions({
  queryKey: favouritesQueryKey,
  queryFn: getQueryFn<Favourites>({ on401: "returnNull" }),
});

/**
 * Only asked for a signed-in user: a guest has none and gets no request. The session is read
 * again when a request would start: at logout the previous user's cache is removed before the
 * hearts render again without a user (src/client/lib/auth/auth-context.tsx), and a request
 * started in between would only come back 401.
 */
export function useFavourites(signedIn: boolean) {
  const client = useQueryClient();
  return useQuery({
    ...favouritesQueryOptions,
    enabled: () => signedIn && client.getQueryData(meQueryKey) != null,
  });
}
