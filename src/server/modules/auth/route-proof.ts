import type { FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { HttpError } from "../../http/http-error.ts";
import type { CookieJar } from "./cookies.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The 401 a caller without the route's proof gets, when the route says more than the default. */
    guestMessage?: string;
  }
}

type SecurityRequirement = Record<string, unknown>;

/**
 * The 401 for an /api/ request that meets none of its route's declared proofs
 * (http/api-security.ts): a session, or the cookie of a registration in this browser. Asked in
 * onRequest, before the body is parsed or validated, so a caller that may not ask learns
 * nothing of what the route expects. Whether the registration's grant is still valid, and
 * whose account a session may act for, the route decides.
 */
export function missingProof(
  request: FastifyRequest,
  cookies: Pick<CookieJar, "readRegistrationFlow">,
  defaultMessage: string,
): HttpError | undefined {
  // The session is resolved for /api/ paths only; other paths check their proof themselves.
  if (!request.url.startsWith("/api/")) return undefined;
  const security = (request.routeOptions.schema as { security?: SecurityRequirement[] } | undefined)?.security;
  if (!security || security.length === 0) return undefined;
  const met = security.some(
    (requirement) =>
      ("sessionCookie" in requirement && request.userId !== null) ||
      ("registrationFlow" in requirement && cookies.readRegistrationFlow(request) !== null),
  );
  const callerProofs = security.every((r) => "sessionCookie" in r || "registrationFlow" in r);
  if (met || !callerProofs) return undefined;
  return new HttpError(401, request.routeOptions.config.guestMessage ?? defaultMessage);
}

/**
 * Ends the request with `missingProof`'s 401, unless it repeats a filing already made under its
 * Idempotency-Key (http/idempotency.ts), which gets the first answer as before.
 */
export function checkProof(
  request: FastifyRequest,
  done: HookHandlerDoneFunction,
  deps: { cookies: Pick<CookieJar, "readRegistrationFlow">; knownKey: (request: FastifyRequest) => Promise<boolean> },
  defaultMessage: string,
): void {
  const missing = missingProof(request, deps.cookies, defaultMessage);
  if (!missing) return done();
  deps.knownKey(request).then((known) => done(known ? undefined : missing), done);
}
