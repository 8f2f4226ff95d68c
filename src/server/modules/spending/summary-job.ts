import type { FastifyInstance } from "fastify";
import { startRepeatingJob } from "../../http/repeating-job.ts";
import type { SpendingService } from "./service.ts";

// Hourly is often enough for a mail about last month; each account's summary is claimed before
// it is sent, so every process may run this and a restart on the 1st loses nothing.
const SUMMARY_INTERVAL_MS = 60 * 60 * 1000;

/** Sends "Ihr Monat bei …" for the past month, soon after start and then every hour. */
export function startMonthlySummaryJob(app: FastifyInstance, spending: Pick<SpendingService, "sendMonthlySummaries">) {
  startRepeatingJob(app, {
    name: "monthly summary job",
    intervalMs: SUMMARY_INTERVAL_MS,
    firstAfterMs: 60_000,
    run: () => spending.sendMonthlySummaries(),
  });
}
