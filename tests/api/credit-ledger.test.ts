import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../src/server/db/seed/factories.ts";
import { createCreditLedger, type CreditOperation } from "../../src/server/modules/credits/credit-ledger.ts";
import { systemClock } from "../../src/server/lib/clock.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let database: TestDatabase;
const creditLedger = createCreditLedger({ clock: systemClock });
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const db = () => database.handle.db;
let keys = 0;
const op = (userId: number, overrides: Partial<CreditOperation> = {}): CreditOperation => ({
  userId,
  type: "purchase",
  amount: 1000,
  description: "Schnupperpaket",
  operationKey: `test-${Date.now()}-${(keys += 1)}`,
  ...overrides,
});
const post = (o: CreditOperation, options = {}) =>
  db()
    .transaction()
    .execute((trx) => creditLedger.post(trx, o, options));

async function sumOfEntries(userId: number): Promise<number> {
  const row = await db()
    .selectFrom("credit_entries")
    .select(sql<number>`coalesce(sum(amount), 0)`.as("total"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

describe("credits ledger", () => {
  it("appends an entry and stores the balance beside it", async () => {
    const user = await createUser(db());
    const first = await post(op(user.id));
    const second = await post(op(user.id, { type: "bonus", amount: 500, description: "Bonus" }));
    expect(first.status).toBe("applied");
    expect(second.status === "applied" && second.entry.balance_after).toBe(1500);
    expect(await creditLedger.account(db(), user.id)).toEqual({ balance: 1500, held: 0 });
    expect(await sumOfEntries(user.id)).toBe(1500);
  });

  it("applies one key once, also when it arrives ten times at once", async () => {
    const user = await createUser(db());
    const once = op(user.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => post(once)));
    expect(results.filter((r) => r.status === "applied")).toHaveLength(1);
    expect(results.filter((r) => r.status === "repeated")).toHaveLength(9);
    expect((await creditLedger.account(db(), user.id)).balance).toBe(1000);
    expect(await sumOfEntries(user.id)).toBe(1000);
  });

  it("refuses a debit beyond what is available, or takes only what is left when asked", async () => {
    const user = await createUser(db());
    await post(op(user.id, { amount: 300 }));
    const refused = await post(op(user.id, { type: "spend", amount: -301, description: "Beratung" }));
    expect(refused).toEqual({ status: "insufficient", available: 300 });
    const clamped = await post(op(user.id, { type: "refund", amount: -1000, description: "Erstattung" }), {
      upToAvailable: true,
    });
    expect(clamped.status === "applied" && clamped.entry.amount).toBe(-300);
    expect(await creditLedger.account(db(), user.id)).toEqual({ balance: 0, held: 0 });
  });

  it("keeps held credits out of reach until the call that holds them releases them", async () => {
    const user = await createUser(db());
    await post(op(user.id, { amount: 1000 }));
    expect(
      await db()
        .transaction()
        .execute((trx) => creditLedger.hold(trx, user.id, 800)),
    ).toBe(true);
    expect(
      await db()
        .transaction()
        .execute((trx) => creditLedger.hold(trx, user.id, 201)),
    ).toBe(false);
    const refund = await post(op(user.id, { type: "refund", amount: -1000, description: "Erstattung" }), {
      upToAvailable: true,
    });
    expect(refund.status === "applied" && refund.entry.amount).toBe(-200);
    const spend = await post(op(user.id, { type: "spend", amount: -500, description: "Beratung" }), { release: 800 });
    expect(spend.status === "applied" && spend.entry.balance_after).toBe(300);
    expect(await creditLedger.account(db(), user.id)).toEqual({ balance: 300, held: 0 });
    expect(await sumOfEntries(user.id)).toBe(300);
  });

  it("answers a key used by another account as a conflict and changes neither account", async () => {
    const alice = await createUser(db());
    const bob = await createUser(db());
    const first = op(alice.id, { amount: 300 });
    expect((await post(first)).status).toBe("applied");
    expect(await post({ ...first, userId: bob.id })).toEqual({ status: "conflict" });
    expect(await creditLedger.account(db(), alice.id)).toEqual({ balance: 300, held: 0 });
    expect(await creditLedger.account(db(), bob.id)).toEqual({ balance: 0, held: 0 });
    expect(await sumOfEntries(bob.id)).toBe(0);
  });

  it("never lets the database store a negative balance", async () => {
    const user = await createUser(db());
    await post(op(user.id, { amount: 100 }));
    await expect(
      db().updateTable("credit_accounts").set({ balance: -1 }).where("user_id", "=", user.id).execute(),
    ).rejects.toThrow();
  });

  it("pages the history newest first", async () => {
    const user = await createUser(db());
    for (let i = 1; i <= 5; i += 1) await post(op(user.id, { amount: i }));
    const first = await creditLedger.history(db(), user.id, 1, 2);
    expect(first.entries.map((e) => e.amount)).toEqual([5, 4]);
    expect(first.hasMore).toBe(true);
    const last = await creditLedger.history(db(), user.id, 3, 2);
    expect(last.entries.map((e) => e.amount)).toEqual([1]);
    expect(last.hasMore).toBe(false);
  });
});
