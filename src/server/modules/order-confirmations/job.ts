import type { FastifyInstance } from "fastify";
import { startRepeatingJob } from "../../http/repeating-job.ts";
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
  startRepeatingJob(app, { name: "order confirmation job", intervalMs, run: () => confirmations.sendDue() });
}
