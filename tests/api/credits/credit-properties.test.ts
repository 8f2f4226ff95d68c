import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import { systemClock } from "../../../src/server/lib/clock.ts";
import { createCreditLedger } from "../../../src/server/modules/credits/credit-ledger.ts";
import { createCreditsService } from "../../../src/server/modules/credits/service.ts";
import { createPaymentRecords } from "../../../src/server/modules/payment-records/service.ts";
import { createReceiptIssuer } from "../../../src/server/modules/receipts/index.ts";
import { createUsersModule } from "../../../src/server/modules/users/index.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// Random sequences of purchases (through the credits verb), replays, spends with and without
// holds, and refunds, on SQLite and on PostgreSQL: after every step the stored balance equals
// the sum of the entries, is never negative, never below what is held, and matches a model,
// credits a refund could not take because they were held (owed) included.

let database: TestDatabase;
/** Owns no credits; no other account's steps may ever touch it. */
let bystander: { id: number };
beforeAll(async () => {
  database = await createTestDatabase();
  bystander = await createUser(database.handle.db);
});
afterAll(() => database.dispose());

const creditLedger = createCreditLedger({ clock: systemClock });
const db = () => database.handle.db;
const credits = () =>
  createCreditsService({
    db: db(),
    creditLedger,
    paymentRecords: createPaymentRecords({
      db: db(),
      clock: systemClock,
      receipts: createReceiptIssuer({ db: db(), users: createUsersModule({ db: db() }) }),
    }),
  });

const packages = [
  { name: "Schnupperpaket", credits: 1000, bonus: 0 },
  { name: "Basispaket", credits: 2500, bonus: 100 },
  { name: "Beliebtes Paket", credits: 5000, bonus: 500 },
];

type Step =
  | { kind: "purchase"; pkg: number }
  | { kind: "replayPurchase"; pick: number }
  | { kind: "spend"; amount: number; withHold: boolean }
  | { kind: "hold"; amount: number }
  | { kind: "release"; amount: number }
  | { kind: "refund"; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("purchase" as const), pkg: fc.nat({ max: packages.length - 1 }) }),
  fc.record({ kind: fc.constant("replayPurchase" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("spend" as const), amount: fc.integer({ min: 1, max: 4000 }), withHold: fc.boolean() }),
  fc.record({ kind: fc.constant("hold" as const), amount: fc.integer({ min: 1, max: 3000 }) }),
  fc.record({ kind: fc.constant("release" as const), amount: fc.integer({ min: 1, max: 3000 }) }),
  fc.record({ kind: fc.constant("refund" as const), pick: fc.nat() }),
);

interface Model {
  balance: number;
  held: number;
  owed: number;
  purchases: { key: string; pkg: number }[];
  appliedKeys: Set<string>;
}

async function stored(userId: number) {
  const account = await creditLedger.account(db(), userId);
  const sum = await db()
    .selectFrom("credit_entries")
    .select(sql<number>`coalesce(sum(amount), 0)`.as("total"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return { ...account, sum: Number(sum.total) };
}

async function run(userId: number, s: Step, model: Model, serial: string): Promise<void> {
  const available = () => model.balance - model.held;
  // Owed credits cannot be held for a new call.
  const holdable = () => available() - model.owed;
  const inTransaction = <T>(work: (trx: ReturnType<typeof db>) => Promise<T>) => db().transaction().execute(work);

  if (s.kind === "purchase" || s.kind === "replayPurchase") {
    const earlier =
      model.purchases.length > 0
        ? model.purchases[s.kind === "replayPurchase" ? s.pick % model.purchases.length : 0]
        : undefined;
    const purchase =
      s.kind === "purchase" || !earlier ? { key: `order-${serial}`, pkg: s.kind === "purchase" ? s.pkg : 0 } : earlier;
    const pkg = packages[purchase.pkg] ?? packages[0];
    if (!pkg) throw new Error("no package");
    const first = await inTransaction((trx) =>
      credits().grantPackage(trx, {
        userId,
        packageName: pkg.name,
        credits: pkg.credits,
        bonusCredits: pkg.bonus,
        operationKey: purchase.key,
      }),
    );
    expect(first).toBe(!model.appliedKeys.has(purchase.key));
    if (first) {
      model.appliedKeys.add(purchase.key);
      model.purchases.push(purchase);
      model.balance += pkg.credits + pkg.bonus;
    }
    // A purchase settles what is owed first, once under its key.
    const settle = Math.min(model.owed, available());
    const settleKey = `${purchase.key}:owed`;
    if (settle > 0 && !model.appliedKeys.has(settleKey)) {
      model.appliedKeys.add(settleKey);
      model.balance -= settle;
      model.owed -= settle;
    }
    return;
  }
  if (s.kind === "spend") {
    const op = {
      userId,
      type: "spend" as const,
      amount: -s.amount,
      description: "Beratung (Test)",
      operationKey: `spend-${serial}`,
    };
    if (s.withHold) {
      const held = await inTransaction((trx) => creditLedger.hold(trx, userId, s.amount));
      expect(held).toBe(holdable() >= s.amount);
      if (!held) return;
      model.held += s.amount;
      const result = await inTransaction((trx) => creditLedger.post(trx, op, { release: s.amount }));
      expect(result.status).toBe("applied");
      model.held -= s.amount;
      model.balance -= s.amount;
      return;
    }
    const result = await inTransaction((trx) => creditLedger.post(trx, op));
    expect(result.status).toBe(available() >= s.amount ? "applied" : "insufficient");
    if (result.status === "applied") model.balance -= s.amount;
    return;
  }
  if (s.kind === "hold") {
    const held = await inTransaction((trx) => creditLedger.hold(trx, userId, s.amount));
    expect(held).toBe(holdable() >= s.amount);
    if (held) model.held += s.amount;
    return;
  }
  if (s.kind === "release") {
    await inTransaction((trx) => creditLedger.release(trx, userId, s.amount));
    model.held = Math.max(0, model.held - s.amount);
    return;
  }
  const purchase = model.purchases[s.pick % Math.max(1, model.purchases.length)];
  if (!purchase) return;
  const pkg = packages[purchase.pkg] ?? packages[0];
  if (!pkg) throw new Error("no package");
  const key = `refund-${purchase.key}`;
  const result = await inTransaction((trx) =>
    credits().refundPurchase(trx, {
      userId,
      packageName: pkg.name,
      credits: pkg.credits + pkg.bonus,
      operationKey: key,
    }),
  );
  if (model.appliedKeys.has(key)) {
    expect(result.repeated).toBe(true);
    return;
  }
  const due = pkg.credits + pkg.bonus;
  const take = Math.min(due, available());
  // What is held is owed (once: never more than is held), the rest was spent.
  const owe = Math.min(due - take, Math.max(0, model.held - model.owed));
  expect(result).toEqual({ taken: take, owed: owe, missing: due - take - owe, repeated: false });
  model.owed += owe;
  if (take > 0) {
    model.appliedKeys.add(key);
    model.balance -= take;
  }
}

describe("credits under random purchases, replays, spends, holds and refunds", () => {
  it("keep the stored balance equal to the entries, never negative, never below what is held", async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        runs += 1;
        const user = await createUser(db());
        const model: Model = { balance: 0, held: 0, owed: 0, purchases: [], appliedKeys: new Set() };
        for (const [index, s] of steps.entries()) {
          await run(user.id, s, model, `${user.id}-${index}`);
          const now = await stored(user.id);
          expect(now.balance).toBe(now.sum);
          expect(now.balance).toBeGreaterThanOrEqual(0);
          expect(now.held).toBeGreaterThanOrEqual(0);
          expect(now.held).toBeLessThanOrEqual(now.balance);
          expect({ balance: now.balance, held: now.held, owed: await creditLedger.owed(db(), user.id) }).toEqual({
            balance: model.balance,
            held: model.held,
            owed: model.owed,
          });
        }
        expect(await stored(bystander.id)).toEqual({ balance: 0, held: 0, sum: 0 });
      }),
      { numRuns: 30 },
    );
    expect(runs).toBeGreaterThanOrEqual(30);
  }, 60_000);
});
