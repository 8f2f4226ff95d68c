import { useSearchParams } from "react-router";
import type { CardOrderStatus } from "../../../../shared/schemas/card-payments.ts";
import { useCardOrder } from "../api/get-card-order.ts";

const orderReferencePattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The card order this return is about, when the card payment page sent the buyer here. */
export function useReturnedCardOrder(): CardOrderStatus | null {
  const [query] = useSearchParams();
  const reference = query.get("order_reference");
  const valid = query.get("provider") === "maxpay" && reference !== null && orderReferencePattern.test(reference);
  return useCardOrder(valid ? reference : null).data ?? null;
}
