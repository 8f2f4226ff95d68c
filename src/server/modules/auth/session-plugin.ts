import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error.ts";
import { ADMIN_USER_ID } from "../../../shared/domain/administrator.ts";
import type { CookieJar } from "./cookies.ts";
import { checkProof } from "./route-proof.ts";
import { declaresSession, restrictedAccess } from "./restricted-session.ts";
import type { SecondFactorStore } from "./second-factor-store.ts";
import type { SessionStore } from "./session-store.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in user's id, resolved from the session cookie for API requests. */
    userId: number | null;
    /**
     * True while an account with a second factor has logged in with its password only: the
     * session is an ordinary one until the code is given, never an administrator's.
     */
    secondFactorPending: boolean;
  }
}

export const authMessages = {
  loginRequired: "Bitte melden Sie sich an.",
  forbidden: "Sie haben keine Berechtigung für diese Aktion.",
  secondFactorRequired: "Bitte bestätigen Sie die Anmeldung mit dem Code aus Ihrer Authenticator-App.",
} as const;

export function registerSessionResolver(
  app: FastifyInstance,
  deps: {
    sessions: SessionStore;
    secondFactors: SecondFactorStore;
    cookies: CookieJar;
    /** A repeat of a filing under its Idempotency-Key (http/idempotency.ts). */
    knownKey: (request: FastifyRequest) => Promise<boolean>;
  },
): void {
  app.decorateRequest("userId", null);
  app.decorateRequest("secondFactorPending", false);
  async function resolve(request: FastifyRequest, token: string): Promise<void> {
    const session = await deps.sessions.resolve(token);
    // An account waiting for its erasure reaches only a few routes (restricted-session.ts).
    if (session?.deletionPending && restrictedAccess(request) === "guest") return;
    request.userId = session?.userId ?? null;
    // Stored at login, so switching the factor off later never promotes a waiting session
    // (docs/decisions/0014). The look-up only ever adds to it: a session from before the factor
    // was switched on has not passed it either. Only the administrator is offered a second
    // factor; other sessions cost no look-up.
    request.secondFactorPending =
      session !== null &&
      !session.secondFactorPassed &&
      (session.secondFactorPending ||
        (session.userId === ADMIN_USER_ID && (await deps.secondFactors.isEnabled(session.userId))));
  }
  // A callback hook: a request without a session cookie (most visitors, every page and asset)
  // costs no promise here.
  app.addHook("onRequest", (request, _reply, done) => {
    // Set on every request: routes registered before this plugin do not get its defaults.
    request.userId = null;
    request.secondFactorPending = false;
    // Outside /api/ only the few routes that declare the session (POST /paypal/subscription).
    const token =
      request.url.startsWith("/api/") || declaresSession(request) ? deps.cookies.readSession(request) : null;
    // A route's proof is checked here, before its body is read (route-proof.ts).
    const proven = () => checkProof(request, done, deps, authMessages.loginRequired);
    if (!token) return proven();
    resolve(request, token).then(proven, done);
  });
}

/** 401 for guests. */
export function requireUser(request: FastifyRequest): number {
  if (request.userId === null) throw new HttpError(401, authMessages.loginRequired);
  return request.userId;
}

/** Whether this request carries the administrator's full session (second factor given, if set up). */
export function isAdminSession(request: FastifyRequest): boolean {
  return request.userId === ADMIN_USER_ID && !request.secondFactorPending;
}

/**
 * The administrator is user id 1 and no one else: 401 for guests, 403 for users, and 403 for
 * the administrator's own session until it has passed the second factor.
 */
export function requireAdmin(request: FastifyRequest): number {
  const userId = requireUser(request);
  if (userId !== ADMIN_USER_ID) throw new HttpError(403, authMessages.forbidden);
  if (request.secondFactorPending) throw new HttpError(403, authMessages.secondFactorRequired);
  return userId;
}
