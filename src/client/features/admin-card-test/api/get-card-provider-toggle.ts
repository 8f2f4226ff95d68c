import { useQuery } from "@tanstack/react-query";
import type { CardProviderToggle } from "../../../../shared/schemas/card-payments.ts";
import { getQueryFn } from "../../../lib/api-client.ts";

export const cardProviderToggleQueryKey = ["/api/admin/settings/maxpay"] as const;

/** GET /api/admin/settings/maxpay: whether card payments are switched on. */
export function useCardProviderToggle() {
  return useQuery({
    queryKey: cardProviderToggleQueryKey,
    queryFn: getQueryFn<CardProviderToggle>({ on401: "throw" }),
  });
}
