import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import { customerNumberFrom, isCustomerNumber } from "../../../shared/domain/customer-number.ts";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { customerNumberOf, insertCustomerNumber, userOfCustomerNumber } from "./credit-line-repo.ts";

const randomCustomerNumber = () => customerNumberFrom(String(randomInt(1_000_000, 10_000_000)));

/**
 * The credit line's customer numbers (shared/domain/customer-number.ts). Accounts that existed
 * when they were introduced got theirs from the migration; a newer account gets its number the
 * first time it is asked for, and keeps it.
 */
export function createCustomerNumbers(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async of(userId: number): Promise<string> {
      // Nine million numbers: a clash with a number already given is rare, and then another is drawn.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const known = await customerNumberOf(db, userId);
        if (known) return known;
        // Two requests for the same account at once: one insert wins, the other reads its number.
        await insertCustomerNumber(db, userId, randomCustomerNumber(), clock.now());
      }
      throw new Error(`no free customer number for user ${userId}`);
    },

    /** The account of a customer number; undefined for a malformed or unknown one. */
    async userIdOf(customerNumber: string): Promise<number | undefined> {
      if (!isCustomerNumber(customerNumber)) return undefined;
      return userOfCustomerNumber(db, customerNumber);
    },
  };
}

export type CustomerNumbers = ReturnType<typeof createCustomerNumbers>;
