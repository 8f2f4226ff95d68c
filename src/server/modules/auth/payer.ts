import type { FastifyRequest } from "fastify";
import { paymentMessages } from "../../../shared/schemas/payments.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Users } from "../users/index.ts";
import type { CookieJar } from "./cookies.ts";
import type { RegistrationFlow } from "./registration-flow.ts";
import type { SessionStore } from "./session-store.ts";

interface Proof {
  /** The logged-in user. */
  sessionUserId: number | null;
  /** The account this browser just created, while its registration grant is unspent. */
  flowUserId: number | null;
}

/**
 * Who may pay for an account: the logged-in user, or the account created in this browser
 * moments ago (its auto-login may have failed, and it must still be able to pay). One check
 * for every route that starts or records a payment.
 */
export function createPayer(deps: {
  sessions: SessionStore;
  cookies: CookieJar;
  registrationFlow: RegistrationFlow;
  users: Pick<Users, "assertMayOrder">;
}) {
  async function proofOf(request: FastifyRequest): Promise<Proof> {
    let sessionUserId = request.userId;
    // The session resolver runs for /api/ paths only; POST /paypal/subscription is not one.
    if (sessionUserId === null && !request.url.startsWith("/api/")) {
      const token = deps.cookies.readSession(request);
      const session = token ? await deps.sessions.resolve(token) : null;
      // An account waiting for its erasure pays for nothing (docs/decisions/0049).
      sessionUserId = session && !session.deletionPending ? session.userId : null;
    }
    return { sessionUserId, flowUserId: await deps.registrationFlow.userId(request) };
  }

  const proves = (proof: Proof, userId: number) => proof.sessionUserId === userId || proof.flowUserId === userId;
  const anyone = (proof: Proof) => proof.sessionUserId !== null || proof.flowUserId !== null;

  /** `userId`, when this request may pay for it: 401 without any user, 403 for someone else. */
  async function assert(request: FastifyRequest, userId: number | null | undefined): Promise<number> {
    const proof = await proofOf(request);
    if (!userId || !anyone(proof)) throw new HttpError(401, paymentMessages.loginRequired);
    if (!proves(proof, userId)) throw new HttpError(403, paymentMessages.loginRequired);
    return userId;
  }

  return {
    assert,

    /** As `assert`, for a route that starts an order: an account under 18 may not (docs/decisions/0033). */
    async assertOrdering(request: FastifyRequest, userId: number | null | undefined): Promise<number> {
      const payer = await assert(request, userId);
      await deps.users.assertMayOrder(payer);
      return payer;
    },

    /**
     * Whether this request may see the payments of `ownerId`: 401 without any user; false for
     * someone else, so the caller can answer as if the thing did not exist.
     */
    async mayActFor(request: FastifyRequest, ownerId: number | null): Promise<boolean> {
      const proof = await proofOf(request);
      if (!anyone(proof)) throw new HttpError(401, paymentMessages.loginRequired);
      return ownerId !== null && proves(proof, ownerId);
    },
  };
}
