import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
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
      await db.deleteFrom("registration_grants").where("expires_at", "<=", at.toISOString()).execute();
      await db
        .insertInto("registration_grants")
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          created_at: at.toISOString(),
          expires_at: new Date(at.getTime() + VALID_MS).toISOString(),
          consumed_at: null,
        })
        .execute();
      return token;
    },

    /** The account of a grant that has neither expired nor logged in yet; null otherwise. */
    async userOf(token: string): Promise<number | null> {
      const row = await db
        .selectFrom("registration_grants")
        .select("user_id")
        .where("token_hash", "=", hashToken(token))
        .where("consumed_at", "is", null)
        .where("expires_at", ">", now().toISOString())
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /**
     * Spends the grant for `userId`. One conditional update, so of any number of concurrent
     * calls with the same token exactly one gets true.
     */
    async consume(token: string, userId: number): Promise<boolean> {
      const at = now().toISOString();
      const result = await db
        .updateTable("registration_grants")
        .set({ consumed_at: at })
        .where("token_hash", "=", hashToken(token))
        .where("user_id", "=", userId)
        .where("consumed_at", "is", null)
        .where("expires_at", ">", at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async revoke(token: string): Promise<void> {
      await db.deleteFrom("registration_grants").where("token_hash", "=", hashToken(token)).execute();
    },
  };
}

export type RegistrationGrants = ReturnType<typeof createRegistrationGrants>;
