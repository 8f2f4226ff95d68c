import type { FastifyInstance } from "fastify";

/**
 * One line per answered request, in place of Fastify's two (incoming and completed, each with
 * every header detail): a quarter of a small answer's time went into them. Errors are logged
 * where they are handled (error-handler.ts).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
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
