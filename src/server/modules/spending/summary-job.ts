import type { FastifyInstance } from "fastify";
import type { SpendingService } from "./service.ts";

// Hourly is often enough for a mail about last month; each account's summary is claimed before
// it is sent, so every process may run this and a restart on the 1st loses nothing.
const SUMMARY_INTERVAL_MS = 60 * 60 * 1000;

/** Sends "Ihr Monat bei …" for the past month, soon after start and then every hour. */
export function startMonthlySummaryJob(app: FastifyInstance, spending: Pick<SpendingService, "sendMonthlySummaries">) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = spending
      .sendMonthlySummaries()
      .catch((error: unknown) => app.log.error({ err: error }, "monthly summary job failed"));
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, SUMMARY_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
