import { setTimeout as delay } from "node:timers/promises";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../src/server/db/database.ts";
import { createAdjustableClock } from "../../../src/server/lib/clock.ts";
import { createPaymentRecords } from "../../../src/server/modules/payment-records/service.ts";
import { createReceiptIssuer } from "../../../src/server/modules/receipts/index.ts";
import {
  createSubscriptionsService,
  type SubscriptionsService,
} from "../../../src/server/modules/subscriptions/service.ts";
import { createMember } from "../../../src/server/db/seed/factories.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";
import { createUsersModule } from "../../../src/server/modules/users/index.ts";

// Two server processes share one database; each runs the cancellation job. The provider must
// be asked exactly once per subscription, and a failed call must be retried later.

let database: TestDatabase;
let second: DatabaseHandle;
const log = pino({ level: "silent" });
const clock = createAdjustableClock();
const recordsOf = (db: DatabaseHandle["db"]) =>
  createPaymentRecords({ db, clock, receipts: createReceiptIssuer({ db, users: createUsersModule({ db }) }) });
let processA: SubscriptionsService;
let processB: SubscriptionsService;

beforeAll(async () => {
  database = await createTestDatabase();
  second = openDatabase(database.url);
  processA = createSubscriptionsService({
    db: database.handle.db,
    clock,
    log,
    paymentRecords: recordsOf(database.handle.db),
    users: createUsersModule({ db: database.handle.db }),
  });
  processB = createSubscriptionsService({
    db: second.db,
    clock,
    log,
    paymentRecords: recordsOf(second.db),
    users: createUsersModule({ db: second.db }),
  });
});
afterAll(async () => {
  await second.close();
  await database.dispose();
});

async function cancelledMember(): Promise<{ subscriptionId: number; providerId: string }> {
  const user = await createMember(database.handle.db, { provider: "paypal" });
  const row = await database.handle.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", user.id)
    .executeTakeFirstOrThrow();
  await processA.inTransaction((trx) => processA.cancelByMember(trx, row.id));
  return { subscriptionId: row.id, providerId: row.provider_subscription_id ?? "" };
}

const providerCancelledAt = async (id: number) =>
  (
    await database.handle.db
      .selectFrom("subscriptions")
      .select("provider_cancelled_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).provider_cancelled_at;

describe("the provider cancellation job", () => {
  it("does nothing before the moment has come", async () => {
    const { subscriptionId } = await cancelledMember();
    const calls: string[] = [];
    await processA.runDueProviderCancellations({ paypal: async (id) => void calls.push(id) });
    expect(calls).toEqual([]);
    expect(await providerCancelledAt(subscriptionId)).toBeNull();
  });

  it("cancels at the provider exactly once when two processes run it at the same moment", async () => {
    const { subscriptionId, providerId } = await cancelledMember();
    // Minimum term plus a week: every subscription created so far is now due.
    clock.advance(130 * 24 * 60 * 60 * 1000);
    const calls: string[] = [];
    const slowCanceller = async (id: string) => {
      calls.push(id);
      await delay(50);
    };
    await Promise.all([
      processA.runDueProviderCancellations({ paypal: slowCanceller }),
      processB.runDueProviderCancellations({ paypal: slowCanceller }),
      processA.runDueProviderCancellations({ paypal: slowCanceller }),
      processB.runDueProviderCancellations({ paypal: slowCanceller }),
    ]);
    expect(calls.filter((id) => id === providerId)).toEqual([providerId]);
    expect(await providerCancelledAt(subscriptionId)).not.toBeNull();

    await processB.runDueProviderCancellations({ paypal: slowCanceller });
    expect(calls.filter((id) => id === providerId)).toHaveLength(1);
  });

  it("releases the claim when the provider call fails, and the next run succeeds", async () => {
    const { subscriptionId, providerId } = await cancelledMember();
    clock.advance(130 * 24 * 60 * 60 * 1000);
    const failing = async () => {
      throw new Error("provider unreachable");
    };
    expect(await processA.runDueProviderCancellations({ paypal: failing })).toBe(0);
    expect(await providerCancelledAt(subscriptionId)).toBeNull();

    const calls: string[] = [];
    expect(await processB.runDueProviderCancellations({ paypal: async (id) => void calls.push(id) })).toBe(1);
    expect(calls).toEqual([providerId]);
    expect(await providerCancelledAt(subscriptionId)).not.toBeNull();
  });
});
