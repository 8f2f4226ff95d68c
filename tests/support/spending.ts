import type { Kysely } from "kysely";
import type { Database } from "../../src/server/db/schema.ts";
import type { Clock } from "../../src/server/lib/clock.ts";
import type { Mailer } from "../../src/server/modules/mail/index.ts";
import { createCallsModule } from "../../src/server/modules/calls/index.ts";
import { createReceiptsRepo } from "../../src/server/modules/receipts/repo.ts";
import { createSpendingModule } from "../../src/server/modules/spending/index.ts";
import { createSpendingRepo } from "../../src/server/modules/spending/repo.ts";
import { createUsersModule } from "../../src/server/modules/users/index.ts";
import { paymentRecordsFor } from "./payment-records.ts";

const quietLog = { error() {}, warn() {}, info() {} } as never;

/** The spending cap on its own, for tests that build a module by hand; its mails go nowhere unless a mailer is given. */
export function spendingFor(
  db: Kysely<Database>,
  clock: Clock,
  defaultMonthlyCents = 15_000,
  mailer: Mailer = { send: async () => {}, close() {}, transport: "none" },
  reviewReminders?: Parameters<typeof createSpendingModule>[0]["reviewReminders"],
) {
  const users = createUsersModule({ db });
  return createSpendingModule({
    db,
    clock,
    users,
    mailer,
    calls: createCallsModule({ db }),
    paymentRecords: paymentRecordsFor(db, clock),
    receipts: {
      refundedWithin: (executor, userId, from, to) => createReceiptsRepo(executor).refundedWithin(userId, from, to),
    },
    defaultMonthlyCents,
    brandName: "Sternenruf",
    log: quietLog,
    ...(reviewReminders ? { reviewReminders } : {}),
  });
}

/**
 * Gives an account its own limits at once, as if chosen long ago (no seven days to wait): for
 * tests that buy or call for more than the operator's default monthly limit.
 */
export async function setOwnLimits(
  db: Kysely<Database>,
  userId: number,
  limits: { monthlyCents: number | null; dailyCents?: number | null },
): Promise<void> {
  const now = new Date();
  const repo = createSpendingRepo(db);
  await repo.lock(userId, now);
  await repo.saveLimits(userId, {
    monthly_cents: limits.monthlyCents,
    daily_cents: limits.dailyCents ?? null,
    pending_monthly_cents: null,
    pending_daily_cents: null,
    pending_effective_at: null,
    updated_at: now.toISOString(),
  });
}

/** Ends every hold of the account under the spending cap, as a test that ends a call by hand must. */
export async function releaseSpendingHolds(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable("spending_holds")
    .set({ released_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("released_at", "is", null)
    .execute();
}
