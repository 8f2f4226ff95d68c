import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, messages } from "./http-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Provider callbacks come from other origins; they are verified by signature instead. */
    skipOriginCheck?: boolean;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== "null") return origin;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

// On a developer's machine the same server is reached as localhost, 127.0.0.1 or [::1].
function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return [];
  return ["localhost", "127.0.0.1", "[::1]"].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
}

/**
 * CSRF defence: a state-changing request must come from the portal's own pages. A request
 * that names a foreign origin is refused; one that names none is refused only when it carries
 * cookies, because only then could a browser have sent it on someone's behalf.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: string, production: boolean): void {
  const allowed = new Set([publicOrigin, ...(production ? [] : loopbackAliases(publicOrigin))]);
  app.addHook("onRequest", (request, _reply, done) => {
    if (safeMethods.has(request.method) || request.routeOptions.config.skipOriginCheck) return done();
    const origin = originOf(request);
    const refused = origin === null ? Boolean(request.headers.cookie) : !allowed.has(origin);
    done(refused ? new HttpError(403, messages.forbiddenOrigin) : undefined);
  });
}
