import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { replaceResetToken, takeResetToken } from "./repo.ts";
import { hashToken } from "./session-store.ts";

const VALID_MS = 30 * 60_000;

/** Password reset tokens: 256-bit, stored hashed, one live token per user, single use, 30 minutes. */
export function createResetTokens(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async issue(userId: number): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      await replaceResetToken(db, {
        tokenHash: hashToken(token),
        userId,
        createdAt: at,
        expiresAt: new Date(at.getTime() + VALID_MS),
      });
      return token;
    },

    /** Spends the token: returns its user id once, never again; null when unknown or expired. */
    async consume(token: string): Promise<number | null> {
      const row = await takeResetToken(db, hashToken(token));
      if (!row || new Date(row.expires_at) <= now()) return null;
      return row.user_id;
    },
  };
}

export type ResetTokens = ReturnType<typeof createResetTokens>;
