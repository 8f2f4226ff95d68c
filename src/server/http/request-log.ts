import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * "failures": only answers of 400 and above get a line. For routes a machine asks every
     * few seconds (the metrics scrape), whose successful answers would only be noise.
     */
    requestLog?: "failures";
  }
}

/**
 * One line per answered request, in place of Fastify's two (incoming and completed, each with
 * every header detail): a quarter of a small answer's time went into them. Errors are logged
 * where they are handled (error-handler.ts).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    if (request.routeOptions.config.requestLog === "failures" && reply.statusCode < 400) return done();
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });
}
