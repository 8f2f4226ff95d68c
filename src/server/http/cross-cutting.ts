import cookie from "@fastify/cookie";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { AppConfig } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { useGermanValidationMessages } from "../lib/german-validation-messages.ts";
import { fastifyTrustProxy } from "../lib/trust-proxy.ts";
import { registerApiDescription } from "./api-description.ts";
import { registerCompression } from "./compression.ts";
import { registerDrainOnClose } from "./drain-on-close.ts";
import { registerErrorHandler } from "./error-handler.ts";
import { clientErrorHandler, frameworkErrors } from "./framework-errors.ts";
import { registerIdempotency } from "./idempotency.ts";
import { registerMetrics } from "./metrics.ts";
import { defaultBodyLimit } from "./json-body-limit.ts";
import { registerNulRefusal } from "./nul-characters.ts";
import { registerOriginCheck } from "./origin-check.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { registerRefusedBodyDrain } from "./refused-body-drain.ts";
import { registerRequestLog } from "./request-log.ts";
import { registerRouteRateLimits } from "./route-rate-limit.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { resolveSessionSecrets } from "./session-secrets.ts";

/** The Fastify instance with the portal's server options and zod schemas. */
export function createServer(config: AppConfig, logger: FastifyServerOptions["logger"] | undefined): FastifyInstance {
  useGermanValidationMessages();
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: defaultBodyLimit,
    forceCloseConnections: "idle",
    // http/request-log.ts writes one shorter line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify's own answers are English; these give German ones (http/framework-errors.ts,
    // http/drain-on-close.ts).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/**
 * Cross-cutting plugins: errors, headers, cookies, CSRF, graceful shutdown, then what attaches
 * to the routes as they are registered (the API description, rate limits, idempotency keys),
 * so it comes before the modules.
 */
export async function registerCrossCutting(
  app: FastifyInstance,
  config: AppConfig,
  deps: { db: Kysely<Database>; rateLimiter: RateLimiter },
): Promise<void> {
  registerErrorHandler(app);
  registerRefusedBodyDrain(app);
  registerRequestLog(app);
  registerMetrics(app, config.metricsToken);
  await registerSecurityHeaders(app, config);
  registerDrainOnClose(app);
  await registerCompression(app);
  await app.register(cookie, { secret: resolveSessionSecrets(config) });
  registerOriginCheck(app, config.publicOrigin, config.production);
  registerNulRefusal(app);
  await registerApiDescription(app, config.site.brandName);
  registerRouteRateLimits(app, deps.rateLimiter);
  registerIdempotency(app, deps.db);
}
