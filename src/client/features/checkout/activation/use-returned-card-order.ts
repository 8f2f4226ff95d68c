import { useSearchParams } from "react-router";
import type { CardOrderStatus } from "../../../../shared/schemas/card-payments.ts";
import { useCardOrder } from "../api/get-card-order.ts";

const orderReferencePattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The card order this return is about, when the card payment page sent the buyer here:
 * undefined while it is being asked for, null when there is none.
 */
export function useReturnedCardOrder(): CardOrderStatus | null | undefined {
  const [query] = useSearchParams();
  const reference = query.get("order_reference");
  const valid = query.get("provider") === "maxpay" && reference !== null && orderReferencePattern.test(reference);
  const order = useCardOrder(valid ? reference : null);
  if (!valid) return null;
  return order.isPending ? undefined : (order.data ?? null);
}
