import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import { clientAddressKey } from "../lib/client-address-key.ts";
import type { RateLimiter, RateLimitName } from "./rate-limit.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A per-IP limit from rate-limit.ts, counted for every request the route serves. */
    rateLimit?: RateLimitName;
  }
}

/**
 * Counts the limit a route names in its config. Attached to the route rather than matched on
 * the URL, so every spelling the router serves (percent-encoding, query strings, a trailing
 * slash) counts against the same limit; and only to those routes, so the others pay nothing.
 */
export function registerRouteRateLimits(app: FastifyInstance, rateLimiter: RateLimiter): void {
  app.addHook("onRoute", (route) => {
    const name = route.config?.rateLimit;
    if (!name) return;
    const count: onRequestAsyncHookHandler = async (request) => {
      await rateLimiter.hit(name, clientAddressKey(request.ip));
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), count];
  });
}
