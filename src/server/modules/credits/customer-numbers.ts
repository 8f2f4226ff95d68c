import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import { customerNumberFrom, isCustomerNumber } from "../../../shared/domain/customer-number.ts";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";

const randomCustomerNumber = () => customerNumberFrom(String(randomInt(1_000_000, 10_000_000)));

/**
 * The credit line's customer numbers (shared/domain/customer-number.ts). Accounts that existed
 * when they were introduced got theirs from the migration; a newer account gets its number the
 * first time it is asked for, and keeps it.
 */
export function createCustomerNumbers(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  const read = async (userId: number) =>
    (
      await db
        .selectFrom("credit_customer_numbers")
        .select("customer_number")
        .where("user_id", "=", userId)
        .executeTakeFirst()
    )?.customer_number;

  return {
    async of(userId: number): Promise<string> {
      // Nine million numbers: a clash with a number already given is rare, and then another is drawn.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const known = await read(userId);
        if (known) return known;
        // Two requests for the same account at once: one insert wins, the other reads its number.
        await db
          .insertInto("credit_customer_numbers")
          .values({ user_id: userId, customer_number: randomCustomerNumber(), created_at: clock.now().toISOString() })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      throw new Error(`no free customer number for user ${userId}`);
    },

    /** The account of a customer number; undefined for a malformed or unknown one. */
    async userIdOf(customerNumber: string): Promise<number | undefined> {
      if (!isCustomerNumber(customerNumber)) return undefined;
      const row = await db
        .selectFrom("credit_customer_numbers")
        .select("user_id")
        .where("customer_number", "=", customerNumber)
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}

export type CustomerNumbers = ReturnType<typeof createCustomerNumbers>;
