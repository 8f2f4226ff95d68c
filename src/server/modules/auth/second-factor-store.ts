import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { base32Encode, matchTotp, newTotpSecret } from "../../lib/totp.ts";
import {
  advanceLastUsedStep,
  confirmedSecondFactor,
  deleteSecondFactor,
  markConfirmed,
  pendingSecondFactor,
  replaceRecoveryCodeHashes,
  replaceSecret,
  spendRecoveryCode,
  unusedRecoveryCodeCount,
} from "./second-factor-repo.ts";

export const RECOVERY_CODE_COUNT = 10;

/** Recovery codes carry 50 random bits each, so a fast hash keeps them as safe as a slow one would. */
function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

/** People type them with or without the dash and in any case. */
function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z2-7]/g, "");
}

/** Ten characters of Base32 shown as XXXXX-XXXXX. */
function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

export type SecondFactorProof = "totp" | "recovery";

/**
 * The TOTP second factor of an account (only the administrator's is offered): its secret, the
 * last accepted time step and the recovery codes. Every check that spends something (a step, a
 * recovery code) does it in one conditional UPDATE, so two requests with the same code cannot
 * both pass.
 */
export function createSecondFactorStore(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const confirmed = (userId: number) => confirmedSecondFactor(db, userId);

  async function replaceRecoveryCodes(executor: Kysely<Database>, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodeHashes(executor, userId, codes.map(hashRecoveryCode));
    return codes;
  }

  return {
    async isEnabled(userId: number): Promise<boolean> {
      return (await confirmed(userId)) !== undefined;
    },

    async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const [row, left] = await Promise.all([confirmed(userId), unusedRecoveryCodeCount(db, userId)]);
      return { enabled: row !== undefined, recoveryCodesLeft: row ? left : 0 };
    },

    /**
     * A new secret waiting for its first code. Starting again replaces a secret that was never
     * confirmed; a confirmed one stays until it is removed (null then).
     */
    async begin(userId: number): Promise<string | null> {
      if (await confirmed(userId)) return null;
      const secret = newTotpSecret();
      await db.transaction().execute((trx) => replaceSecret(trx, userId, secret, now()));
      return secret;
    },

    /** The first correct code switches the factor on and yields the ten recovery codes, once. */
    async confirm(userId: number, code: string): Promise<string[] | null> {
      return db.transaction().execute(async (trx) => {
        const pending = await pendingSecondFactor(trx, userId);
        if (!pending) return null;
        const step = matchTotp(pending.secret, code, now());
        if (step === null) return null;
        if (!(await markConfirmed(trx, userId, step, now()))) return null;
        return replaceRecoveryCodes(trx, userId);
      });
    },

    /**
     * A code from the app (each good once) or an unused recovery code (spent here). A spent
     * recovery code runs onRecoveryCodeSpent in the same transaction, with the codes left, so
     * that its audit row and its use stand or fall together.
     */
    async verify(
      userId: number,
      code: string,
      onRecoveryCodeSpent?: (executor: Kysely<Database>, recoveryCodesLeft: number) => Promise<void>,
    ): Promise<SecondFactorProof | null> {
      const row = await confirmed(userId);
      if (!row) return null;
      const trimmed = code.replace(/\s/g, "");
      const step = matchTotp(row.secret, trimmed, now());
      if (step !== null) return (await advanceLastUsedStep(db, userId, step)) ? "totp" : null;
      if (normalizeRecoveryCode(trimmed).length !== 10) return null;
      return db.transaction().execute(async (trx) => {
        if (!(await spendRecoveryCode(trx, userId, hashRecoveryCode(trimmed), now()))) return null;
        if (onRecoveryCodeSpent) await onRecoveryCodeSpent(trx, await unusedRecoveryCodeCount(trx, userId));
        return "recovery" as const;
      });
    },

    /** Ten fresh recovery codes; the old ones stop working. */
    async renewRecoveryCodes(userId: number): Promise<string[]> {
      return db.transaction().execute((trx) => replaceRecoveryCodes(trx, userId));
    },

    /** Removes the factor and its recovery codes; true when there was one. */
    async remove(userId: number, executor: Kysely<Database> = db): Promise<boolean> {
      return deleteSecondFactor(executor, userId);
    },
  };
}

export type SecondFactorStore = ReturnType<typeof createSecondFactorStore>;
