import type { FastifyInstance } from "fastify";
import type { CreditCalls } from "./credit-calls.ts";

/**
 * Every minute, gives back the credits held for credit calls whose record never arrived
 * (credit-calls.ts, releaseStaleHolds). The claims live in the database, so any number of
 * server processes may run this job, like the provider cancellation job in subscriptions.
 */
export function startCreditHoldReleaseJob(app: FastifyInstance, creditCalls: CreditCalls, intervalMs = 60_000): void {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = creditCalls
      .releaseStaleHolds()
      .catch((error: unknown) => app.log.error({ err: error }, "credit hold release job failed"));
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
