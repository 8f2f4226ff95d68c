import type { FastifyInstance } from "fastify";
import { safeEqual } from "../lib/safe-equal.ts";
import { metricsRegistry, observeHttpRequest, unmatchedRoute } from "../lib/metrics.ts";
import { HttpError } from "./http-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The answer stays open for minutes (an event stream): counted, but its duration is no
     * answer time and stays out of portal_http_request_duration_seconds and its alert.
     */
    longLived?: boolean;
  }
}

const badToken = "Für die Metriken ist ein gültiges Token erforderlich.";

/**
 * Counts every answered request by its route pattern, and serves the metrics at GET /metrics
 * to a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. Without a token set there is
 * no such route: /metrics is an unknown path like any other. A wrong or missing token is
 * refused with 401, so a scraper with the wrong token reads "401" and one facing a process
 * without the setting reads "404". The proxy does not pass /metrics on (deploy/haproxy).
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? unmatchedRoute;
    const seconds = request.routeOptions.config.longLived ? null : reply.elapsedTime / 1000;
    observeHttpRequest(request.method, route, reply.statusCode, seconds);
    done();
  });
  if (token === undefined) return;
  app.get("/metrics", { config: { requestLog: "failures" } }, async (request, reply) => {
    if (!safeEqual(request.headers.authorization, `Bearer ${token}`)) {
      throw new HttpError(401, badToken, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    const body = await metricsRegistry.metrics();
    return reply.header("Cache-Control", "no-store").type(metricsRegistry.contentType).send(body);
  });
}
