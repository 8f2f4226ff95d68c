import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AvailabilityAlert, Favourites } from "../../../shared/schemas/favourites.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { favouritesQueryKey } from "./get-favourites.ts";

export type FavouriteChange =
  | { consultantId: number; kind: "favourite"; on: boolean }
  | { consultantId: number; kind: "alert"; alert: AvailabilityAlert | null };

/** PUT/DELETE /api/favourites/:id and …/alert; each answers the whole list. */
export function changeFavourite(change: FavouriteChange): Promise<Favourites> {
  const base = `/api/favourites/${change.consultantId}`;
  if (change.kind === "favourite") return apiRequest<Favourites>(change.on ? "PUT" : "DELETE", base);
  return change.alert
    ? apiRequest<Favourites>("PUT", `${base}/alert`, change.alert)
    : apiRequest<Favourites>("DELETE", `${base}/alert`);
}

/** The list the server answers replaces the cached one, so every heart and switch follows at once. */
export function useChangeFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFavourite,
    onSuccess: (favourites) => queryClient.setQueryData(favouritesQueryKey, favourites),
  });
}
