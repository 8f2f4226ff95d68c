import { modulePlugin } from "../../http/module-plugin.ts";
import { startOrderConfirmationJob } from "./job.ts";
import { sendConfirmationsAfterOrders } from "./send-after-commit.ts";
import { createOrderConfirmations } from "./service.ts";
import { createOrderConfirmationsErasure } from "./erasure-repo.ts";
import { personalDataOf } from "./personal-data-repo.ts";

export { orderKeys } from "./contract-details.ts";
export { membershipContractOf } from "./service.ts";

/**
 * Every membership and credit package is confirmed by mail once (decision 0022): the orders
 * keep the buyer's consent, activations and credit grants conclude them in their transaction.
 * Its plugin mails due confirmations after the routes that conclude orders, and every minute.
 */
export function createOrderConfirmationsModule(
  deps: Parameters<typeof createOrderConfirmations>[0] & { jobIntervalMs: number },
) {
  const confirmations = createOrderConfirmations(deps);
  const plugin = modulePlugin(async (app) => {
    sendConfirmationsAfterOrders(app, confirmations);
    startOrderConfirmationJob(app, confirmations, deps.jobIntervalMs);
  });
  return {
    ...confirmations,
    accountErasure: createOrderConfirmationsErasure(deps.db),
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
    plugin,
  };
}

export type OrderConfirmations = Omit<ReturnType<typeof createOrderConfirmationsModule>, "plugin">;
