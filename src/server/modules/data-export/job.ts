import type { FastifyInstance } from "fastify";
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
    running = running
      .then(async () => {
        queued = false;
        await exports.runDue();
      })
      .catch((err: unknown) => app.log.error({ err }, "data export job failed"));
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
