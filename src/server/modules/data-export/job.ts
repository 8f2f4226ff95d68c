import type { FastifyInstance } from "fastify";
import { runJobRound } from "../../http/repeating-job.ts";
import type { DataExportService } from "./service.ts";

/**
 * Prepares the waiting exports, mails their announcements and deletes the expired files, every
 * interval and at once after a new request. Claims live in the database, so any number of server
 * processes may run this job. Returns the function that starts a round soon: rounds of one
 * process run one after another, and at most one waits.
 */
export function startDataExportJob(app: FastifyInstance, exports: DataExportService, intervalMs: number): () => void {
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let closed = false;
  const soon = () => {
    if (queued || closed) return;
    queued = true;
    running = running.then(() => {
      queued = false;
      return runJobRound(app, "data export job", () => exports.runDue());
    });
  };
  const timer = setInterval(soon, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
  return soon;
}
