import type { FastifyInstance } from "fastify";

/**
 * How long a body refused by its announced length may be and still be read to its end: the
 * reverse proxy's own limit (deploy/haproxy/haproxy.cfg), above the portal's largest body.
 */
export const drainedRefusedBodyBytes = 6 * 1024 * 1024;

/**
 * A body refused with 413 for its announced length (a JSON body over its route's limit, a
 * portrait over 5 MB) has not been read. Fastify then closes the connection, and closing it
 * with the body still arriving resets it: the reverse proxy, or a browser, loses the German
 * answer now and then. Instead the connection stays open and Node reads the rest of the body
 * and drops it. A body announced longer than the proxy lets through is still cut off.
 * (docs/decisions/0041-haproxy-in-front.md)
 */
export function registerRefusedBodyDrain(app: FastifyInstance): void {
  // A callback, not a promise: it runs for every answer (docs/decisions/0052).
  app.addHook("onSend", (request, reply, payload, done) => {
    if (reply.statusCode === 413 && reply.hasHeader("connection")) {
      const announced = Number(request.headers["content-length"]);
      if (Number.isSafeInteger(announced) && announced <= drainedRefusedBodyBytes) reply.removeHeader("connection");
    }
    done(null, payload);
  });
}
