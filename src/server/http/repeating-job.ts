import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { observeJobRun } from "../lib/metrics.ts";

/**
 * One round of a background job: a failure is logged (the next round tries again), and every
 * round is counted by `name` (portal_job_runs_total, portal_job_failures_total,
 * portal_job_duration_seconds), so the name is a fixed phrase, never a value. Never rejects.
 */
export async function runJobRound(app: FastifyInstance, name: string, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  let failed = false;
  try {
    await run();
  } catch (error) {
    failed = true;
    app.log.error({ err: error }, `${name} failed`);
  }
  observeJobRun(name, failed, (performance.now() - started) / 1000);
}

/**
 * Runs `run` every `intervalMs` (first after `firstAfterMs`, by default one interval) while the
 * app is up; a failure is logged and the next round tries again, and closing the app waits for
 * a round in flight. The jobs keep their claims in the database, so every process may run them.
 */
export function startRepeatingJob(
  app: FastifyInstance,
  job: { name: string; intervalMs: number; firstAfterMs?: number; run: () => Promise<unknown> },
): void {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = runJobRound(app, job.name, job.run);
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
