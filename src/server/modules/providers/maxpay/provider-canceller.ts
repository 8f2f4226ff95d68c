import type { ProviderCanceller } from "../../subscriptions/index.ts";
import type { CardOrdersRepo } from "./card-orders-repo.ts";
import { MaxpayApiError, type MerchantApi } from "./merchant-api.ts";

/**
 * For the provider-cancellation job: our Maxpay subscriptions are stored under the order
 * reference, and Maxpay's api/cancel wants the user and the first transaction of that order.
 * A failure throws, and the job tries again on its next run.
 */
export function createMaxpayCanceller(deps: { orders: CardOrdersRepo; api: MerchantApi }): ProviderCanceller {
  return async (orderReference) => {
    const order = await deps.orders.byReference(orderReference);
    if (!order?.transaction_id || order.user_id === null) {
      throw new Error(`Maxpay order ${orderReference} has no paid transaction to cancel`);
    }
    const answer = await deps.api.cancelSubscription(String(order.user_id), order.transaction_id);
    if (!answer.requestSuccess) {
      throw new MaxpayApiError(`Maxpay refused the cancellation: ${answer.description ?? "no reason given"}`, 200);
    }
  };
}
