import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { hashToken } from "./session-store.ts";

const VALID_MS = 30 * 60_000;

/** Password reset tokens: 256-bit, stored hashed, one live token per user, single use, 30 minutes. */
export function createResetTokens(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async issue(userId: number): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("password_reset_tokens").where("user_id", "=", userId).execute();
        await trx
          .insertInto("password_reset_tokens")
          .values({
            token_hash: hashToken(token),
            user_id: userId,
            created_at: at.toISOString(),
            expires_at: new Date(at.getTime() + VALID_MS).toISOString(),
          })
          .execute();
      });
      return token;
    },

    /** Spends the token: returns its user id once, never again; null when unknown or expired. */
    async consume(token: string): Promise<number | null> {
      const row = await db
        .deleteFrom("password_reset_tokens")
        .where("token_hash", "=", hashToken(token))
        .returning(["user_id", "expires_at"])
        .executeTakeFirst();
      if (!row || new Date(row.expires_at) <= now()) return null;
      return row.user_id;
    },
  };
}

export type ResetTokens = ReturnType<typeof createResetTokens>;
