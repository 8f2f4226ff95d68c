import { ApiRequestError } from "../../../lib/api-client.ts";
import { getCardOrder } from "../api/get-card-order.ts";

export type CardOrderOutcome = "paid" | "declined" | "timeout" | "error";

export interface CardOrderResult {
  outcome: CardOrderOutcome;
  /** The order number ("B-…") once the order is known. */
  orderNumber: string | null;
}

const POLL_INTERVAL_MS = 1500;
// The provider's callback usually arrives within seconds; after two minutes the member is
// told that the confirmation is still outstanding instead of watching a spinner forever.
const POLL_LIMIT_MS = 120_000;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Asks the server until the card order is paid or declined. Access is granted on the
 * provider's signed callback only, never on the browser's return, so this waits for it.
 */
export async function pollCardOrder(orderReference: string, keepGoing: () => boolean): Promise<CardOrderResult> {
  const deadline = Date.now() + POLL_LIMIT_MS;
  let orderNumber: string | null = null;
  while (keepGoing()) {
    try {
      const order = await getCardOrder(orderReference);
      orderNumber = order.orderNumber;
      if (order.status === "paid" || order.status === "declined") return { outcome: order.status, orderNumber };
    } catch (error) {
      // A refused or unknown order will not change by asking again; a lost connection may.
      if (error instanceof ApiRequestError) return { outcome: "error", orderNumber };
    }
    if (Date.now() >= deadline) return { outcome: "timeout", orderNumber };
    await wait(POLL_INTERVAL_MS);
  }
  return { outcome: "timeout", orderNumber };
}
