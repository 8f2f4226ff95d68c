import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { Database } from "../../src/server/db/schema.ts";
import { createConsultant, createUser } from "../../src/server/db/seed/factories.ts";
import { systemClock } from "../../src/server/lib/clock.ts";
import { createCreditLedger } from "../../src/server/modules/credits/credit-ledger.ts";
import { createCreditPins } from "../../src/server/modules/credits/credit-pins.ts";
import { createCustomerNumbers } from "../../src/server/modules/credits/customer-numbers.ts";

const creditLedger = createCreditLedger({ clock: systemClock });
let purchases = 0;

/** Credits as a purchase would leave them, posted through the credit ledger itself. */
export async function giveCredits(db: Kysely<Database>, userId: number, amount: number): Promise<void> {
  purchases += 1;
  const key = `test-purchase:${userId}:${purchases}:${Math.random().toString(36).slice(2)}`;
  await db.transaction().execute(async (trx) => {
    const result = await creditLedger.post(trx, {
      userId,
      type: "purchase",
      amount,
      description: "Kauf: Testpaket",
      operationKey: key,
    });
    expect(result.status).toBe("applied");
  });
}

/** A new user holding `credits`, and a new consultant (with `consultant` settings) to call on the credit line. */
export async function callerWithCredits(
  db: Kysely<Database>,
  credits: number,
  consultant: Parameters<typeof createConsultant>[1] = {},
) {
  const user = await createUser(db);
  const callee = await createConsultant(db, consultant);
  await giveCredits(db, user.id, credits);
  return { user, consultant: callee };
}

export async function accountOf(db: Kysely<Database>, userId: number) {
  return creditLedger.account(db, userId);
}

/** The stored balance equals the sum of the entries, and neither is ever negative. */
export async function expectConsistentAccount(db: Kysely<Database>, userId: number): Promise<void> {
  const entries = await db
    .selectFrom("credit_entries")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  const account = await accountOf(db, userId);
  let running = 0;
  for (const entry of entries) {
    running += entry.amount;
    expect(entry.balance_after).toBe(running);
    expect(entry.balance_after).toBeGreaterThanOrEqual(0);
  }
  expect(account.balance).toBe(running);
  expect(account.held).toBeGreaterThanOrEqual(0);
  expect(account.held).toBeLessThanOrEqual(account.balance);
}

/** The credit line's IVR asking before it connects. */
export function askCreditCall(app: FastifyInstance, body: object, authorization: string | null) {
  return app.inject({
    method: "POST",
    url: "/api/telephony/credit-calls",
    headers: authorization === null ? {} : { authorization },
    payload: body,
  });
}

/** Moves the app's clock (the sandbox clock, which also runs the portal's jobs). */
export async function advanceAppClock(app: FastifyInstance, by: { hours?: number; days?: number }): Promise<void> {
  const res = await app.inject({ method: "POST", url: "/__sandbox/clock/advance", payload: by });
  expect(res.statusCode).toBe(200);
}

/** The account's customer number for the credit line, given on first use as /credits would. */
export function customerNumberOf(db: Kysely<Database>, userId: number): Promise<string> {
  return createCustomerNumbers({ db, clock: systemClock }).of(userId);
}

/**
 * An account's credit PIN set as PUT /api/credits/pin sets it, without its per-address rate
 * limit; answers the account's customer number.
 */
export async function setCreditPin(db: Kysely<Database>, userId: number, pin: string): Promise<string> {
  await createCreditPins({ db, clock: systemClock }).set(userId, pin);
  return customerNumberOf(db, userId);
}
