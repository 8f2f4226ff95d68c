import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AdjustableClock } from "../server/lib/clock.ts";

/** Something that happens as time passes: the portal's jobs, the emulators' renewals. */
export type TickListener = (now: Date) => Promise<void>;

export interface SandboxClock {
  clock: AdjustableClock;
  /** Portal jobs run first at each step (they act before a provider bills), then the emulators. */
  onTick(listener: TickListener, phase: "portal" | "provider"): void;
  advance(ms: number): Promise<void>;
}

const hourMs = 60 * 60 * 1000;

/**
 * Plays time forward in one-hour steps, so that everything due inside a jump happens in
 * the order it would in real time (a cancellation job before the renewal it prevents).
 */
export function createSandboxClock(clock: AdjustableClock): SandboxClock {
  const portal: TickListener[] = [];
  const provider: TickListener[] = [];
  let queue: Promise<void> = Promise.resolve();

  async function step(ms: number): Promise<void> {
    clock.advance(ms);
    const now = clock.now();
    for (const listener of portal) await listener(now);
    for (const listener of provider) await listener(now);
  }

  return {
    clock,
    onTick(listener, phase) {
      (phase === "portal" ? portal : provider).push(listener);
    },
    advance(ms) {
      // Advances never overlap: two test requests at once still see one timeline.
      const run = queue.then(async () => {
        let left = ms;
        while (left > 0) {
          const chunk = Math.min(left, hourMs);
          await step(chunk);
          left -= chunk;
        }
        if (ms === 0) await step(0);
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

const advanceBody = z
  .object({
    days: z.number().min(0).max(800).optional(),
    hours: z
      .number()
      .min(0)
      .max(24 * 800)
      .optional(),
  })
  .refine((b) => b.days !== undefined || b.hours !== undefined, "days oder hours angeben");

/** POST /__sandbox/clock/advance {days?, hours?}; GET /__sandbox/clock. Sandbox mode outside production only. */
export function sandboxClockRoutes(sandboxClock: SandboxClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/__sandbox/clock", async () => ({
      now: sandboxClock.clock.now().toISOString(),
      offsetMs: sandboxClock.clock.offsetMs(),
    }));
    app.post(
      "/__sandbox/clock/advance",
      { schema: { body: advanceBody }, config: { skipOriginCheck: true } },
      async (request) => {
        const { days = 0, hours = 0 } = request.body;
        await sandboxClock.advance(Math.round((days * 24 + hours) * 60 * 60 * 1000));
        return { now: sandboxClock.clock.now().toISOString(), offsetMs: sandboxClock.clock.offsetMs() };
      },
    );
  };
}
