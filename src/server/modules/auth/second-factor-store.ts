import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { base32Encode, matchTotp, newTotpSecret } from "../../lib/totp.ts";

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
  async function confirmed(userId: number) {
    return db
      .selectFrom("second_factors")
      .selectAll()
      .where("user_id", "=", userId)
      .where("confirmed_at", "is not", null)
      .executeTakeFirst();
  }

  /** Spends a TOTP step: true only for the request that moved last_used_step forward. */
  async function spendStep(executor: Kysely<Database>, userId: number, step: number): Promise<boolean> {
    const result = await executor
      .updateTable("second_factors")
      .set({ last_used_step: step })
      .where("user_id", "=", userId)
      .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function replaceRecoveryCodes(executor: Kysely<Database>, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await executor.deleteFrom("second_factor_recovery_codes").where("user_id", "=", userId).execute();
    await executor
      .insertInto("second_factor_recovery_codes")
      .values(codes.map((code) => ({ code_hash: hashRecoveryCode(code), user_id: userId, used_at: null })))
      .execute();
    return codes;
  }

  return {
    async isEnabled(userId: number): Promise<boolean> {
      return (await confirmed(userId)) !== undefined;
    },

    async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const [row, left] = await Promise.all([
        confirmed(userId),
        db
          .selectFrom("second_factor_recovery_codes")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("user_id", "=", userId)
          .where("used_at", "is", null)
          .executeTakeFirst(),
      ]);
      return { enabled: row !== undefined, recoveryCodesLeft: row ? Number(left?.n ?? 0) : 0 };
    },

    /**
     * A new secret waiting for its first code. Starting again replaces a secret that was never
     * confirmed; a confirmed one stays until it is removed (null then).
     */
    async begin(userId: number): Promise<string | null> {
      if (await confirmed(userId)) return null;
      const secret = newTotpSecret();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("second_factors").where("user_id", "=", userId).execute();
        await trx
          .insertInto("second_factors")
          .values({
            user_id: userId,
            secret,
            confirmed_at: null,
            last_used_step: null,
            created_at: now().toISOString(),
          })
          .execute();
      });
      return secret;
    },

    /** The first correct code switches the factor on and yields the ten recovery codes, once. */
    async confirm(userId: number, code: string): Promise<string[] | null> {
      return db.transaction().execute(async (trx) => {
        const pending = await trx
          .selectFrom("second_factors")
          .selectAll()
          .where("user_id", "=", userId)
          .where("confirmed_at", "is", null)
          .executeTakeFirst();
        if (!pending) return null;
        const step = matchTotp(pending.secret, code, now());
        if (step === null) return null;
        const switched = await trx
          .updateTable("second_factors")
          .set({ confirmed_at: now().toISOString(), last_used_step: step })
          .where("user_id", "=", userId)
          .where("confirmed_at", "is", null)
          .executeTakeFirst();
        if (Number(switched.numUpdatedRows) !== 1) return null;
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
      if (step !== null) return (await spendStep(db, userId, step)) ? "totp" : null;
      if (normalizeRecoveryCode(trimmed).length !== 10) return null;
      return db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable("second_factor_recovery_codes")
          .set({ used_at: now().toISOString() })
          .where("code_hash", "=", hashRecoveryCode(trimmed))
          .where("user_id", "=", userId)
          .where("used_at", "is", null)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) return null;
        if (onRecoveryCodeSpent) {
          const left = await trx
            .selectFrom("second_factor_recovery_codes")
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .where("user_id", "=", userId)
            .where("used_at", "is", null)
            .executeTakeFirst();
          await onRecoveryCodeSpent(trx, Number(left?.n ?? 0));
        }
        return "recovery" as const;
      });
    },

    /** Ten fresh recovery codes; the old ones stop working. */
    async renewRecoveryCodes(userId: number): Promise<string[]> {
      return db.transaction().execute((trx) => replaceRecoveryCodes(trx, userId));
    },

    /** Removes the factor and its recovery codes; true when there was one. */
    async remove(userId: number, executor: Kysely<Database> = db): Promise<boolean> {
      await executor.deleteFrom("second_factor_recovery_codes").where("user_id", "=", userId).execute();
      const removed = await executor.deleteFrom("second_factors").where("user_id", "=", userId).executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },
  };
}

export type SecondFactorStore = ReturnType<typeof createSecondFactorStore>;
