import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import { actAsProviderSite } from "../provider-site.ts";
import type { SandboxClock } from "../clock.ts";
import { approvalRoutes } from "./approval-routes.ts";
import { catalogRoutes } from "./catalog-routes.ts";
import { certRoutes } from "./cert-routes.ts";
import { orderRoutes } from "./order-routes.ts";
import { issueToken } from "./auth.ts";
import { createSandboxCore } from "./core.ts";
import { send } from "./replies.ts";
import { createSandboxState } from "./state.ts";
import { createSandboxWebhooks } from "./webhooks.ts";
import { sdkRoutes } from "./sdk-routes.ts";
import { subscriptionRoutes } from "./subscription-routes.ts";
import { toolRoutes } from "./tool-routes.ts";

export const paypalSandboxPrefix = "/__sandbox/paypal";

/** What the emulator needs of the portal's PayPal settings. */
export interface EmulatedPaypal {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiBase: string;
}

interface Deps {
  paypal: EmulatedPaypal;
  publicOrigin: string;
  brandName: string;
  sandboxClock: SandboxClock;
  /** The helpers for tests (tool-routes.ts); false in production, where only the emulation runs. */
  tools: boolean;
  log: FastifyBaseLogger;
}

/**
 * A stateful stand-in for PayPal under /__sandbox/paypal (sandbox mode only): the REST API the
 * portal's client calls (token, products, plans, subscriptions, orders), the buyer's approval
 * pages, signed webhooks back to the portal, renewals as the sandbox clock advances, and a
 * stand-in for the JS SDK. Register with `{ prefix: paypalSandboxPrefix }`.
 */
export function paypalSandbox(deps: Deps): FastifyPluginAsync {
  return async (app) => {
    actAsProviderSite(app);

    const clock = deps.sandboxClock.clock;
    const sandboxBase = `${deps.publicOrigin}${paypalSandboxPrefix}`;
    const state = createSandboxState();
    const webhooks = createSandboxWebhooks({
      publicOrigin: deps.publicOrigin,
      webhookId: deps.paypal.webhookId,
      apiBase: deps.paypal.apiBase,
      clock,
      log: deps.log,
    });
    const core = createSandboxCore({ state, webhooks, clock, apiBase: deps.paypal.apiBase, sandboxBase });
    deps.sandboxClock.onTick((now) => core.billDue(now), "provider");

    app.post("/v1/oauth2/token", (request, reply) => send(reply, issueToken(state, request, deps.paypal)));
    catalogRoutes(app, { state, clock, apiBase: deps.paypal.apiBase });
    subscriptionRoutes(app, { state, core, clock, publicOrigin: deps.publicOrigin });
    orderRoutes(app, { state, core, clock, publicOrigin: deps.publicOrigin });
    approvalRoutes(app, { state, core, brandName: deps.brandName });
    sdkRoutes(app, { state, sandboxBase });
    certRoutes(app, { webhooks });
    if (deps.tools) toolRoutes(app, { state, core, webhooks });
  };
}
