import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AdjustableClock } from "../server/lib/clock.ts";
import { createSandboxClock, sandboxClockRoutes, type TickListener } from "./clock.ts";
import { maxpaySandbox, maxpaySandboxPrefix, type EmulatedMaxpay } from "./maxpay/plugin.ts";
import { paypalSandbox, paypalSandboxPrefix, type EmulatedPaypal } from "./paypal/plugin.ts";

export interface SandboxOptions {
  publicOrigin: string;
  brandName: string;
  paypal: EmulatedPaypal | null;
  maxpay: EmulatedMaxpay | null;
  /** The payment clock the portal uses too; the sandbox moves it forward. */
  clock: AdjustableClock;
  /** The portal's jobs, run at every step of the clock before the emulators bill renewals. */
  portalJobs: TickListener;
  /**
   * The clock and the helpers for tests (signing any webhook, looking inside the emulators).
   * Off in production: a staging site (PAYMENT_SANDBOX=1) emulates the providers only, or
   * anyone could forge webhooks and bill renewals at will.
   */
  tools: boolean;
  log: FastifyBaseLogger;
}

/**
 * The local emulators of PayPal and Maxpay, reached by the portal's own clients over HTTP
 * (docs/decisions/0010). Mounted by app.ts in sandbox mode only, with this one call.
 */
export async function mountSandbox(app: FastifyInstance, options: SandboxOptions): Promise<void> {
  const sandboxClock = createSandboxClock(options.clock);
  sandboxClock.onTick(options.portalJobs, "portal");
  if (options.tools) await app.register(sandboxClockRoutes(sandboxClock));
  const site = {
    publicOrigin: options.publicOrigin,
    brandName: options.brandName,
    sandboxClock,
    tools: options.tools,
    log: options.log,
  };
  if (options.paypal)
    await app.register(paypalSandbox({ ...site, paypal: options.paypal }), { prefix: paypalSandboxPrefix });
  if (options.maxpay)
    await app.register(maxpaySandbox({ ...site, maxpay: options.maxpay }), { prefix: maxpaySandboxPrefix });
}
