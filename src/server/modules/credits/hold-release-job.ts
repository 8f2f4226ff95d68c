import type { FastifyInstance } from "fastify";
import { startRepeatingJob } from "../../http/repeating-job.ts";
import type { CreditCalls } from "./credit-calls.ts";

/**
 * Every minute, gives back the credits held for credit calls whose record never arrived
 * (credit-calls.ts, releaseStaleHolds). The claims live in the database, so any number of
 * server processes may run this job, like the provider cancellation job in subscriptions.
 */
export function startCreditHoldReleaseJob(app: FastifyInstance, creditCalls: CreditCalls, intervalMs = 60_000): void {
  startRepeatingJob(app, { name: "credit hold release job", intervalMs, run: () => creditCalls.releaseStaleHolds() });
}
