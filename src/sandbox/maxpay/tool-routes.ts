import type { FastifyInstance } from "fastify";
import type { MaxpaySandboxState } from "./state.ts";

/**
 * Sandbox-only helpers with no Maxpay counterpart, for tests on a developer's machine: what
 * the sandbox holds for a subscription (charges, how often the merchant asked to cancel).
 * Never mounted in production.
 */
export function toolRoutes(app: FastifyInstance, deps: { state: MaxpaySandboxState }): void {
  const { state } = deps;

  app.get("/tools/subscriptions/:transactionId", (request, reply) => {
    const { transactionId } = request.params as { transactionId: string };
    const sub = state.subscriptions.get(transactionId);
    if (!sub) return reply.code(404).send({ message: "unbekannt" });
    return {
      transactionId: sub.transactionId,
      uniqueUserId: sub.uniqueUserId,
      status: sub.status,
      nextBillingAt: sub.nextBillingAt.toISOString(),
      charges: sub.charges.map((id) => ({ id, amount: (state.transactions.get(id)?.amountCents ?? 0) / 100 })),
      cancelRequests: sub.cancelRequests,
    };
  });
}
