import type { FastifyInstance } from "fastify";

/**
 * Runs `run` every `intervalMs` (first after `firstAfterMs`, by default one interval) while the
 * app is up; a failure is logged and the next round tries again, and closing the app waits for
 * a round in flight. The jobs keep their claims in the database, so every process may run them.
 * While the process drains before a stop, no new round starts: another process takes the work.
 */
export function startRepeatingJob(
  app: FastifyInstance,
  job: { name: string; intervalMs: number; firstAfterMs?: number; run: () => Promise<unknown> },
): void {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    if (app.drain.draining) return;
    running = job.run().catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`));
  };
  const first = setTimeout(round, job.firstAfterMs ?? job.intervalMs);
  const timer = setInterval(round, job.intervalMs);
  first.unref();
  timer.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
