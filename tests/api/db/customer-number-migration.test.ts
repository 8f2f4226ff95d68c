import { Migrator, type MigrationProvider } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../../src/server/db/migrate.ts";
import { migrations } from "../../../src/server/db/migrations/index.ts";
import { isCustomerNumber } from "../../../src/shared/domain/customer-number.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

const provider: MigrationProvider = { getMigrations: async () => migrations };

describe("migration 2026-11-26-161-customer-numbers", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
    const { error } = await new Migrator({ db: t.handle.db, provider }).migrateTo("2026-11-26-160-credit-debts");
    if (error) throw error;
  });
  afterAll(() => t.dispose());

  it("gives every existing account its own random customer number with a check digit", async () => {
    const { db } = t.handle;
    const now = new Date().toISOString();
    const users = await db
      .insertInto("users")
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          name: `Bestand ${i}`,
          phone: `+4915200000${String(i).padStart(3, "0")}`,
          email: null,
          password_hash: "x",
          created_at: now,
        })),
      )
      .returning("id")
      .execute();

    expect(await migrateToLatest(db)).toContain("2026-11-26-161-customer-numbers");

    const rows = await db.selectFrom("credit_customer_numbers").select(["user_id", "customer_number"]).execute();
    expect(rows.map((r) => r.user_id).sort((a, b) => a - b)).toEqual(users.map((u) => u.id).sort((a, b) => a - b));
    expect(rows.every((r) => isCustomerNumber(r.customer_number))).toBe(true);
    expect(new Set(rows.map((r) => r.customer_number)).size).toBe(rows.length);
    expect(rows.some((r) => r.customer_number === String(r.user_id))).toBe(false);
  });
});
