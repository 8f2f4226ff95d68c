import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import { actAsProviderSite } from "../provider-site.ts";
import type { SandboxClock } from "../clock.ts";
import { createCallbackSender } from "./callback-sender.ts";
import { hppRoutes } from "./hpp-routes.ts";
import { merchantApiRoutes } from "./merchant-api-routes.ts";
import { createSandboxCore } from "./core.ts";
import { createSandboxState } from "./state.ts";
import { toolRoutes } from "./tool-routes.ts";

export const maxpaySandboxPrefix = "/__sandbox/maxpay";

/** What the emulator needs of the portal's Maxpay settings. */
export interface EmulatedMaxpay {
  publicKey: string;
  privateKey: string;
}

interface Deps {
  maxpay: EmulatedMaxpay;
  publicOrigin: string;
  brandName: string;
  sandboxClock: SandboxClock;
  /** The helpers for tests (tool-routes.ts); false in production, where only the emulation runs. */
  tools: boolean;
  log: FastifyBaseLogger;
}

/**
 * A stateful stand-in for Maxpay under /__sandbox/maxpay (sandbox mode only): the hosted
 * payment page with test cards, signed callbacks to the portal, the merchant API, and
 * renewals billed as the sandbox clock advances. Register with `{ prefix: maxpaySandboxPrefix }`.
 */
export function maxpaySandbox(deps: Deps): FastifyPluginAsync {
  return async (app) => {
    actAsProviderSite(app);

    const clock = deps.sandboxClock.clock;
    const state = createSandboxState();
    const send = createCallbackSender({
      publicOrigin: deps.publicOrigin,
      privateKey: deps.maxpay.privateKey,
      log: deps.log,
    });
    const core = createSandboxCore({ state, send, clock });
    deps.sandboxClock.onTick((now) => core.billDue(now), "provider");

    const keys = { publicKey: deps.maxpay.publicKey, privateKey: deps.maxpay.privateKey };
    hppRoutes(app, {
      state,
      core,
      ...keys,
      merchant: deps.brandName,
      publicOrigin: deps.publicOrigin,
      now: () => clock.now(),
    });
    merchantApiRoutes(app, { state, core, ...keys });
    if (deps.tools) toolRoutes(app, { state });
  };
}
