import type { FastifyInstance } from "fastify";
import { runJobRound } from "../../http/repeating-job.ts";
import type { AccountDeletionService } from "./service.ts";

const purgeEveryMs = 60 * 60_000;

/**
 * Every interval, erases the accounts whose deletion is due (claims live in the database, so
 * any number of server processes may run it); once an hour, purges the kept records whose
 * retention has run out.
 */
export function startAccountDeletionJob(app: FastifyInstance, deletion: AccountDeletionService, intervalMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  let lastPurge = 0;
  const timer = setInterval(() => {
    running = runJobRound(app, "account deletion job", async () => {
      await deletion.runDue();
      if (Date.now() - lastPurge >= purgeEveryMs) {
        lastPurge = Date.now();
        await deletion.purge();
      }
    });
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
