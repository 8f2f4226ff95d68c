import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { alertUnsubscribedSchema } from "../../../shared/schemas/favourites.ts";
import { apiRequest } from "../../lib/api-client.ts";

export type AlertUnsubscribed = z.output<typeof alertUnsubscribedSchema>;

/** POST /api/availability-alerts/unsubscribe: the link from the availability mail, no login needed. */
export function unsubscribeAlert(token: string): Promise<AlertUnsubscribed> {
  return apiRequest<AlertUnsubscribed>("POST", "/api/availability-alerts/unsubscribe", { token });
}

export function useUnsubscribeAlert() {
  return useMutation({ mutationFn: unsubscribeAlert });
}
