import type { FastifyInstance } from "fastify";
import type { OrderConfirmations } from "./service.ts";

/**
 * Every minute, mails the contract confirmations a request could not send (mail server down,
 * process stopped after the commit). Claims live in the database, so any number of server
 * processes may run this job.
 */
export function startOrderConfirmationJob(
  app: FastifyInstance,
  confirmations: OrderConfirmations,
  intervalMs = 60_000,
): void {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = confirmations.sendDue();
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
