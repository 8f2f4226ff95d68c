import type { FastifyInstance, onSendAsyncHookHandler } from "fastify";
import type { OrderConfirmations } from "./service.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route may conclude an order; its confirmation is mailed before the answer goes out. */
    concludesOrders?: boolean;
  }
}

/**
 * After a route that may have concluded an order (its transaction has committed by then),
 * mails the due confirmations before answering, so the buyer has the mail when the success
 * page shows. The claim in the database keeps it to one mail however many requests race;
 * the job sends what this misses.
 */
export function sendConfirmationsAfterOrders(app: FastifyInstance, confirmations: OrderConfirmations): void {
  // Attached to those routes only: every other answer (the public consultant list among them)
  // would otherwise pay for a promise-based hook that does nothing (docs/decisions/0052).
  app.addHook("onRoute", (route) => {
    if (!route.config?.concludesOrders) return;
    const mailOrderConfirmations: onSendAsyncHookHandler = async (_request, reply, payload) => {
      if (reply.statusCode < 300) await confirmations.sendDue();
      return payload;
    };
    route.onSend = [...[route.onSend ?? []].flat(), mailOrderConfirmations];
  });
}
