import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { creditPinLockMinutes, creditPinMaxTries } from "../../../shared/domain/credits.ts";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { hasPin, pinOf, pinTriesForUpdate, setPinTries, upsertPin } from "./credit-line-repo.ts";

export type PinCheck = "ok" | "wrong" | "locked" | "not_set";

/**
 * The credit PIN, for calls on the credit line from a withheld or foreign number.
 *
 * Stored with the password hash (Argon2id, lib/password.ts) rather than a fast keyed hash: it
 * needs no key of its own to keep and rotate, and the PIN is only four digits, so what protects
 * it is the lock (creditPinMaxTries wrong tries in a row lock it for creditPinLockMinutes),
 * which works the same whichever hash is used.
 */
export function createCreditPins(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  /**
   * Counts the try before the PIN is compared, under the row's lock: however many tries run at
   * once, no more than creditPinMaxTries get past this point before the lock holds.
   */
  async function reserveTry(userId: number): Promise<"go" | "locked" | "not_set"> {
    return db.transaction().execute(async (trx) => {
      const row = await pinTriesForUpdate(trx, userId);
      if (!row) return "not_set";
      const now = clock.now();
      const lockRunning = row.locked_until !== null && Date.parse(row.locked_until) > now.getTime();
      if (lockRunning) return "locked";
      // A lock that has run out starts a new series of tries.
      const attempts = (row.locked_until === null ? row.failed_attempts : 0) + 1;
      const lockedUntil =
        attempts >= creditPinMaxTries ? new Date(now.getTime() + creditPinLockMinutes * 60_000).toISOString() : null;
      await setPinTries(trx, userId, { failedAttempts: attempts, lockedUntil, at: now });
      return "go";
    });
  }

  // A hash no PIN of an account is compared with: checked for a customer number without an
  // account or without a PIN, so that such a refusal takes as long as a wrong PIN.
  let standIn: Promise<string> | undefined;
  const standInHash = () => (standIn ??= hashPassword(randomBytes(16).toString("hex")));

  /** The same Argon2 work as a wrong PIN, for a try that names no account with a PIN. */
  async function checkWithoutPin(pin: string): Promise<"not_set"> {
    await verifyPassword(await standInHash(), pin);
    return "not_set";
  }

  return {
    checkWithoutPin,

    async isSet(userId: number): Promise<boolean> {
      return hasPin(db, userId);
    },

    /** Sets or replaces the PIN; a new PIN starts without wrong tries and without a lock. */
    async set(userId: number, pin: string): Promise<void> {
      const pinHash = await hashPassword(pin);
      await upsertPin(db, userId, pinHash, clock.now());
    },

    /**
     * A right PIN resets the count; the try that reaches creditPinMaxTries wrong ones locks the
     * PIN and answers "locked"; while locked even the right PIN answers "locked".
     */
    async check(userId: number, pin: string): Promise<PinCheck> {
      const reserved = await reserveTry(userId);
      if (reserved === "not_set") return checkWithoutPin(pin);
      if (reserved === "locked") {
        // As long as any other refusal: a locked PIN must not be told apart by a quicker answer.
        await checkWithoutPin(pin);
        return "locked";
      }
      const row = await pinOf(db, userId);
      if (!row) return "not_set";
      if (await verifyPassword(row.pin_hash, pin)) {
        await setPinTries(db, userId, { failedAttempts: 0, lockedUntil: null, at: clock.now() });
        return "ok";
      }
      return row.locked_until === null ? "wrong" : "locked";
    },
  };
}

export type CreditPins = ReturnType<typeof createCreditPins>;
