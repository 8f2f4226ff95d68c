import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { consumeGrant, deleteExpiredGrants, deleteGrant, insertGrant, liveGrantUser } from "./repo.ts";
import { hashToken } from "./session-store.ts";

// Long enough for a trip through a payment provider's pages, short enough to be harmless.
const VALID_MS = 2 * 60 * 60_000;
export const registrationGrantMaxAgeSeconds = VALID_MS / 1000;

/**
 * Server-side grants for "the account this browser just created": a random 256-bit token in
 * the browser, its hash here. Until it expires it lets that browser pay for the account; it
 * logs the account in once. Logout, a password reset and anything else that ends all of an
 * account's sessions delete its grants (session-store.ts revokeAllFor).
 */
export function createRegistrationGrants(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async issue(userId: number): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      // Expired grants can do nothing any more; each new one sweeps them away.
      await deleteExpiredGrants(db, at);
      await insertGrant(db, {
        token_hash: hashToken(token),
        user_id: userId,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + VALID_MS).toISOString(),
        consumed_at: null,
      });
      return token;
    },

    /** The account of a grant that has neither expired nor logged in yet; null otherwise. */
    async userOf(token: string): Promise<number | null> {
      return liveGrantUser(db, hashToken(token), now());
    },

    /**
     * Spends the grant for `userId`. One conditional update, so of any number of concurrent
     * calls with the same token exactly one gets true.
     */
    async consume(token: string, userId: number): Promise<boolean> {
      return consumeGrant(db, hashToken(token), userId, now());
    },

    async revoke(token: string): Promise<void> {
      await deleteGrant(db, hashToken(token));
    },
  };
}

export type RegistrationGrants = ReturnType<typeof createRegistrationGrants>;
