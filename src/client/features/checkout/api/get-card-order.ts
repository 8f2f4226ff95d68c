import { useQuery } from "@tanstack/react-query";
import type { CardOrderStatus } from "../../../../shared/schemas/card-payments.ts";
import { apiRequest, getQueryFn } from "../../../lib/api-client.ts";

const cardOrderUrl = (orderReference: string) => `/api/card-orders/${encodeURIComponent(orderReference)}`;

/** GET /api/card-orders/{ref}: paid only once the provider's signed callback has arrived. */
export function getCardOrder(orderReference: string): Promise<CardOrderStatus> {
  return apiRequest<CardOrderStatus>("GET", cardOrderUrl(orderReference));
}

/** The order's state once, for a page that only needs to know how it ended. */
export function useCardOrder(orderReference: string | null) {
  return useQuery({
    queryKey: [cardOrderUrl(orderReference ?? "")],
    queryFn: getQueryFn<CardOrderStatus>({ on401: "returnNull" }),
    enabled: orderReference !== null,
  });
}
