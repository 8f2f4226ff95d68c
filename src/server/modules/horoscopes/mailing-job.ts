import type { FastifyInstance } from "fastify";
import { runJobRound } from "../../http/repeating-job.ts";
import type { HoroscopeMailing } from "./mailing.ts";

/**
 * Every minute, sends the monthly horoscope mails that are due (mailing.ts). Claims live in
 * the database, so any number of server processes may run this job, like the provider
 * cancellation job in subscriptions.
 */
export function startHoroscopeMailingJob(app: FastifyInstance, mailing: HoroscopeMailing, intervalMs = 60_000): void {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    // A long run (thousands of mails) is not joined by a second one from the same process.
    if (busy) return;
    busy = true;
    running = runJobRound(app, "horoscope mailing job", () => mailing.run()).finally(() => {
      busy = false;
    });
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
