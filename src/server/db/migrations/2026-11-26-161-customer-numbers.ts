import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// The credit line's customer number was the user id: it told a caller which accounts exist and
// in what order. Each account gets a random eight-digit number instead, the last digit a Luhn
// check digit (shared/domain/customer-number.ts; spelled out here because a migration is frozen).

function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

function randomCustomerNumber(): string {
  const seven = String(randomInt(1_000_000, 10_000_000));
  return `${seven}${luhnCheckDigit(seven)}`;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("credit_customer_numbers")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("customer_number", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // Every existing account gets its number now; later accounts get theirs when first asked.
  const users: Array<{ id: number }> = await db.selectFrom("users").select("id").orderBy("id").execute();
  const taken = new Set<string>();
  const now = new Date().toISOString();
  for (let start = 0; start < users.length; start += 500) {
    const rows = users.slice(start, start + 500).map((user) => {
      let number = randomCustomerNumber();
      while (taken.has(number)) number = randomCustomerNumber();
      taken.add(number);
      return { user_id: user.id, customer_number: number, created_at: now };
    });
    await db.insertInto("credit_customer_numbers").values(rows).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("credit_customer_numbers").execute();
}
