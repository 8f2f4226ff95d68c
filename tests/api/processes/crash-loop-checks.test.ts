import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreditEntries, createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import { moneyInvariants } from "../../../scripts/crash-loop/checks.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// The money invariants the crash loop (scripts/crash-loop.ts) checks after its crashes: they
// hold for what the portal writes, and each one reports the break it is there to find.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const now = new Date().toISOString();
const broken = async () =>
  Object.fromEntries((await moneyInvariants(database.handle.db)).map((r) => [r.name, r.problems.length]));
const failing = async () =>
  Object.entries(await broken())
    .filter(([, n]) => n > 0)
    .map(([name]) => name);

async function paidCreditOrder(userId: number, orderId: string, options: { entries: boolean }) {
  const db = database.handle.db;
  await db
    .insertInto("credit_orders")
    .values({
      order_id: orderId,
      user_id: userId,
      package_id: "starter",
      package_name: "Starter",
      credits: 1000,
      bonus_credits: 50,
      amount_cents: 1000,
      currency: "EUR",
      status: "captured",
      request_id: `request-${orderId}`,
      capture_id: `capture-${orderId}`,
      capture_requested_at: now,
      captured_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("payments")
    .values({
      provider: "paypal",
      provider_payment_id: `capture-${orderId}`,
      user_id: userId,
      subscription_id: null,
      purpose: "credits",
      amount_cents: 1000,
      currency: "EUR",
      paid_at: now,
    })
    .execute();
  if (options.entries) {
    await createCreditEntries(db, userId, [
      { type: "purchase", amount: 1000, description: "Kauf", operationKey: `paypal-order:${orderId}:purchase` },
      { type: "bonus", amount: 50, description: "Bonus", operationKey: `paypal-order:${orderId}:bonus` },
    ]);
  }
}

describe("the crash loop's money invariants", () => {
  it("hold for a paid membership and a paid credit order with their entries", async () => {
    const db = database.handle.db;
    const member = await createMember(db);
    const subscription = await db
      .selectFrom("subscriptions")
      .select("id")
      .where("user_id", "=", member.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("payments")
      .values({
        provider: "paypal",
        provider_payment_id: "SALE-1",
        user_id: member.id,
        subscription_id: subscription.id,
        purpose: "subscription",
        amount_cents: 100,
        currency: "EUR",
        paid_at: now,
      })
      .execute();
    await paidCreditOrder((await createUser(db)).id, "ORDER-1", { entries: true });
    expect(await failing()).toEqual([]);
  });

  it("find a paid credit order without its entries, and entries without a paid order", async () => {
    const db = database.handle.db;
    await paidCreditOrder((await createUser(db)).id, "ORDER-2", { entries: false });
    const stray = await createUser(db);
    await createCreditEntries(db, stray.id, [
      { type: "purchase", amount: 500, description: "Kauf", operationKey: "paypal-order:ORDER-X:purchase" },
    ]);
    expect(await failing()).toEqual([
      "jede bezahlte Bestellung hat genau ihre Buchungen",
      "keine Guthabenbuchung ohne bezahlte Bestellung",
    ]);
    await db.deleteFrom("credit_entries").where("user_id", "=", stray.id).execute();
    await db.deleteFrom("credit_accounts").where("user_id", "=", stray.id).execute();
    await db.deleteFrom("payments").where("provider_payment_id", "=", "capture-ORDER-2").execute();
    await db.deleteFrom("credit_orders").where("order_id", "=", "ORDER-2").execute();
  });

  it("find a membership payment without its membership and a balance that is not the sum of its entries", async () => {
    const db = database.handle.db;
    const user = await createUser(db);
    await db
      .insertInto("payments")
      .values({
        provider: "paypal",
        provider_payment_id: "SALE-ORPHAN",
        user_id: user.id,
        subscription_id: null,
        purpose: "subscription",
        amount_cents: 100,
        currency: "EUR",
        paid_at: now,
      })
      .execute();
    await db
      .insertInto("credit_accounts")
      .values({ user_id: user.id, balance: 300, held: 0, updated_at: now })
      .execute();
    expect(await failing()).toEqual(["jede Abo-Zahlung hat ihre Mitgliedschaft", "Kontostand = Summe der Buchungen"]);
  });
});
