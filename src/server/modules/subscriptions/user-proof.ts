import type { FastifyRequest } from "fastify";
import type { CookieJar } from "../auth/cookies.ts";
import type { RegistrationFlow } from "../auth/registration-flow.ts";
import type { SessionStore } from "../auth/session-store.ts";

export interface UserProof {
  /** The logged-in user. */
  sessionUserId: number | null;
  /** The account this browser just created, while its registration grant is unspent. */
  flowUserId: number | null;
}

/**
 * Who a payment request may act for: the logged-in user, or the account created in this
 * browser moments ago (its auto-login may have failed, and it must still be able to pay).
 */
export function createUserProof(sessions: SessionStore, cookies: CookieJar, registrationFlow: RegistrationFlow) {
  return async (request: FastifyRequest): Promise<UserProof> => {
    let sessionUserId = request.userId;
    // The session resolver runs for /api/ paths only; the spec's POST /paypal/subscription is not one.
    if (sessionUserId === null && !request.url.startsWith("/api/")) {
      const token = cookies.readSession(request);
      sessionUserId = token ? await sessions.resolve(token) : null;
    }
    return { sessionUserId, flowUserId: await registrationFlow.userId(request) };
  };
}

export function provesUser(proof: UserProof, userId: number): boolean {
  return proof.sessionUserId === userId || proof.flowUserId === userId;
}

export function hasAnyUser(proof: UserProof): boolean {
  return proof.sessionUserId !== null || proof.flowUserId !== null;
}

export type ProveUser = ReturnType<typeof createUserProof>;
