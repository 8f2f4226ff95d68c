import { Migrator, type MigrationProvider } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../../src/server/db/migrate.ts";
import { migrations } from "../../../src/server/db/migrations/index.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

const provider: MigrationProvider = { getMigrations: async () => migrations };

describe("migration 2026-11-27-120-receipts", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
    const { error } = await new Migrator({ db: t.handle.db, provider }).migrateTo("2026-11-26-220-idempotency-keys");
    if (error) throw error;
  });
  afterAll(() => t.dispose());

  it("numbers the payments recorded before, per Berlin year in payment order, and goes on from there", async () => {
    const { db } = t.handle;
    const user = await db
      .insertInto("users")
      .values({ name: "Alte Kundin", phone: "+4915299999001", email: null, password_hash: "x", created_at: "x" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const paid = [
      ["2025-12-31T23:30:00Z", "credits", "paypal"], // already 2026 in Berlin
      ["2025-06-01T10:00:00Z", "subscription", "maxpay"],
      ["2026-02-01T10:00:00Z", "subscription", "paypal"],
    ] as const;
    for (const [i, [at, purpose, provider]] of paid.entries())
      await db
        .insertInto("payments")
        .values({
          provider,
          provider_payment_id: `OLD-${i}`,
          user_id: user.id,
          subscription_id: null,
          purpose,
          amount_cents: 499,
          currency: "EUR",
          paid_at: at,
        })
        .execute();
    // A payment without an account (a test payment of old) has no one to issue a receipt to.
    await db
      .insertInto("payments")
      .values({
        provider: "maxpay",
        provider_payment_id: "OLD-ANON",
        user_id: null,
        subscription_id: null,
        purpose: "test",
        amount_cents: 100,
        currency: "EUR",
        paid_at: "2026-03-01T10:00:00Z",
      })
      .execute();

    expect(await migrateToLatest(db)).toContain("2026-11-27-120-receipts");

    const rows = await db
      .selectFrom("receipts")
      .select(["number", "service", "method", "customer_name", "issued_at"])
      .orderBy("number")
      .execute();
    expect(rows).toEqual([
      {
        number: "2025-000001",
        service: "Premium-Mitgliedschaft",
        method: "card",
        customer_name: "Alte Kundin",
        issued_at: "2025-06-01T10:00:00Z",
      },
      {
        number: "2026-000001",
        service: "Cosmos Credits",
        method: "paypal",
        customer_name: "Alte Kundin",
        issued_at: "2025-12-31T23:30:00Z",
      },
      {
        number: "2026-000002",
        service: "Premium-Mitgliedschaft",
        method: "paypal",
        customer_name: "Alte Kundin",
        issued_at: "2026-02-01T10:00:00Z",
      },
    ]);
    expect(await db.selectFrom("receipt_counters").selectAll().orderBy("year").execute()).toEqual([
      { year: 2025, last_number: 1 },
      { year: 2026, last_number: 2 },
    ]);
  });
});
