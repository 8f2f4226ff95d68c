import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../src/server/db/database.ts";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import { systemClock } from "../../../src/server/lib/clock.ts";
import type { ReceivedPayment } from "../../../src/server/modules/payment-records/index.ts";
import { createPaymentRecords } from "../../../src/server/modules/payment-records/service.ts";
import { createReceiptIssuer } from "../../../src/server/modules/receipts/index.ts";
import { createUsersModule } from "../../../src/server/modules/users/index.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// Receipt numbers are gapless per Berlin year: two processes on one database record payments at
// once, a payment recorded ten times takes one number, a rolled-back payment gives its number back.
// On PostgreSQL the second process has its own connections; SQLite's synchronous driver would
// block this one thread on a second connection's lock, so there both share the handle.

let database: TestDatabase;
let second: DatabaseHandle;
let secondDb: DatabaseHandle["db"];
const recordsOf = (db: DatabaseHandle["db"]) =>
  createPaymentRecords({
    db,
    clock: systemClock,
    receipts: createReceiptIssuer({ db, users: createUsersModule({ db }) }),
  });
let processA: ReturnType<typeof recordsOf>;
let processB: ReturnType<typeof recordsOf>;

beforeAll(async () => {
  database = await createTestDatabase();
  second = openDatabase(database.url);
  secondDb = database.handle.kind === "postgres" ? second.db : database.handle.db;
  processA = recordsOf(database.handle.db);
  processB = recordsOf(secondDb);
});
afterAll(async () => {
  await second.close();
  await database.dispose();
});

const db = () => database.handle.db;

function payment(userId: number, id: string, paidAt: string): ReceivedPayment {
  return {
    provider: "paypal",
    providerPaymentId: id,
    userId,
    subscriptionId: null,
    purpose: "credits",
    namedByOrderConfirmation: true,
    amountCents: 1000,
    currency: "EUR",
    paidAt: new Date(paidAt),
    service: "Cosmos Credits, Schnupperpaket (1.000 Credits)",
  };
}

/** Records in a transaction of the given process. */
function record(records: ReturnType<typeof recordsOf>, handle: DatabaseHandle["db"], input: ReceivedPayment) {
  return handle.transaction().execute((trx) => records.recordPayment(trx, input));
}

const receiptsOfYear = (year: number) =>
  db().selectFrom("receipts").select(["number", "sequence"]).where("year", "=", year).orderBy("sequence").execute();

describe("receipt numbers", () => {
  it("gives a payment delivered ten times at once, by two processes, one receipt", async () => {
    const user = await createUser(db());
    const same = payment(user.id, "CAPTURE-SAME-TEN", "2030-03-01T10:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? record(processA, db(), same) : record(processB, secondDb, same))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await receiptsOfYear(2030)).toEqual([{ number: "2030-000001", sequence: 1 }]);
  });

  it("numbers ten different payments recorded at once 1 to 10 without a gap", async () => {
    const user = await createUser(db());
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const input = payment(user.id, `CAPTURE-MANY-${i}`, "2031-06-15T10:00:00Z");
        return i % 2 ? record(processA, db(), input) : record(processB, secondDb, input);
      }),
    );
    const numbers = (await receiptsOfYear(2031)).map((r) => r.number);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `2031-${String(i + 1).padStart(6, "0")}`));
  });

  it("gives a rolled-back payment's number to the next payment", async () => {
    const user = await createUser(db());
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await processA.recordPayment(trx, payment(user.id, "CAPTURE-ROLLED-BACK", "2032-01-10T10:00:00Z"));
          throw new Error("the effect after the payment failed");
        }),
    ).rejects.toThrow("failed");
    await record(processB, secondDb, payment(user.id, "CAPTURE-AFTER", "2032-01-11T10:00:00Z"));
    expect(await receiptsOfYear(2032)).toEqual([{ number: "2032-000001", sequence: 1 }]);
  });

  it("starts each Berlin year at 1: New Year's Eve 23:30 UTC is already the next year", async () => {
    const user = await createUser(db());
    await record(processA, db(), payment(user.id, "CAPTURE-NEW-YEAR", "2033-12-31T23:30:00Z"));
    expect(await receiptsOfYear(2034)).toEqual([{ number: "2034-000001", sequence: 1 }]);
    expect(await receiptsOfYear(2033)).toEqual([]);
  });

  it("keeps the customer's name, the service and the method on the receipt", async () => {
    const user = await createUser(db(), { name: "Erika Mustermann" });
    await record(processA, db(), { ...payment(user.id, "CARD-1", "2035-02-01T10:00:00Z"), provider: "maxpay" });
    const row = await db().selectFrom("receipts").selectAll().where("year", "=", 2035).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      customer_name: "Erika Mustermann",
      service: "Cosmos Credits, Schnupperpaket (1.000 Credits)",
      method: "card",
      amount_cents: 1000,
      kind: "payment",
      user_id: user.id,
    });
  });
});
