import type { FastifyInstance } from "fastify";
import { runJobRound } from "../../http/repeating-job.ts";
import type { ProviderCanceller, SubscriptionsService } from "./service.ts";

/**
 * Every minute, cancels at the provider the subscriptions whose access is about to end.
 * Claims live in the database, so any number of server processes may run this job.
 */
export function startProviderCancellationJob(
  app: FastifyInstance,
  subscriptions: SubscriptionsService,
  cancellers: Partial<Record<string, ProviderCanceller>>,
  intervalMs = 60_000,
): void {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = runJobRound(app, "provider cancellation job", () =>
      subscriptions.runDueProviderCancellations(cancellers),
    );
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
