import { useEffect, useState } from "react";
import type { CardOrderStatus } from "../../../../shared/schemas/card-payments.ts";
import { getCardOrder } from "../api/get-card-order.ts";

const WATCH_INTERVAL_MS = 3000;

/**
 * After the payment page opened in another tab, this tab asks for the order's state, so a
 * buyer who lost that tab still learns the outcome here.
 */
export function useOrderWatch(orderReference: string, watching: boolean): CardOrderStatus["status"] | null {
  const [status, setStatus] = useState<CardOrderStatus["status"] | null>(null);

  useEffect(() => {
    if (!watching || !orderReference) return;
    let stopped = false;
    let timer: number | undefined;
    const check = async () => {
      try {
        const order = await getCardOrder(orderReference);
        if (stopped) return;
        setStatus(order.status);
        if (order.status !== "pending") return;
      } catch {
        // keep watching: the other tab may still succeed
      }
      if (!stopped) timer = window.setTimeout(() => void check(), WATCH_INTERVAL_MS);
    };
    timer = window.setTimeout(() => void check(), WATCH_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [orderReference, watching]);

  return status;
}
