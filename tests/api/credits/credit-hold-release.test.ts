import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../src/server/db/database.ts";
import type { CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { createAdjustableClock } from "../../../src/server/lib/clock.ts";
import { createConsultantsRepo } from "../../../src/server/modules/consultants/repo.ts";
import { createCreditCalls } from "../../../src/server/modules/credits/credit-calls.ts";
import { createCreditPins } from "../../../src/server/modules/credits/credit-pins.ts";
import { createCustomerNumbers } from "../../../src/server/modules/credits/customer-numbers.ts";
import { createRateLimiter } from "../../../src/server/http/rate-limit.ts";
import { createUsersRepo } from "../../../src/server/modules/users/repo.ts";
import { creditCallDebit } from "../../../src/shared/domain/credits.ts";
import {
  accountOf,
  advanceAppClock,
  askCreditCall,
  callerWithCredits,
  expectConsistentAccount,
} from "../../support/credits.ts";
import { spendingFor } from "../../support/spending.ts";
import { postSigned } from "../../support/telephony.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";
import { createCallsModule } from "../../../src/server/modules/calls/index.ts";

const secret = "carrier-secret";
const token = "ivr-token";
let t: TestApp;
let second: DatabaseHandle;
beforeAll(async () => {
  t = await createTestApp({ TELEPHONY_SECRET: secret, TELEPHONY_TOKEN: token });
  second = openDatabase(t.database.url);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function authorize(user: CreatedUser, extension: string): Promise<string> {
  const answer = (await askCreditCall(t.app, { caller: user.phone, extension }, `Bearer ${token}`)).json() as {
    authorized: boolean;
    callId: string;
  };
  expect(answer.authorized).toBe(true);
  return answer.callId;
}

const statusOf = async (callId: string) =>
  (
    await t.database.handle.db
      .selectFrom("credit_calls")
      .select("status")
      .where("call_id", "=", callId)
      .executeTakeFirstOrThrow()
  ).status;

describe("the hold of a credit call whose record never comes", () => {
  it("is released after three hours by the portal's job, and a late record still debits what is left", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 1500, { credits_per_minute: 100 });
    const callId = await authorize(user, consultant.extension);

    await advanceAppClock(t.app, { hours: 2.5 });
    expect(await accountOf(db, user.id)).toEqual({ balance: 1500, held: 1500 });
    expect(await statusOf(callId)).toBe("live");

    await advanceAppClock(t.app, { hours: 0.6 });
    expect(await accountOf(db, user.id)).toEqual({ balance: 1500, held: 0 });
    expect(await statusOf(callId)).toBe("released");

    // The call took place after all: its record debits from the balance, once.
    const record = {
      recordId: `cdr-late-${callId}`,
      caller: user.phone,
      line: "credit",
      callId,
      startedAt: "2026-11-20T18:30:00Z",
      durationSeconds: 300,
      costCents: 0,
    };
    expect((await postSigned(t.app, "/api/telephony/calls", record, secret)).json()).toEqual({ stored: true });
    expect((await postSigned(t.app, "/api/telephony/calls", record, secret)).json()).toEqual({ stored: false });
    expect(await accountOf(db, user.id)).toEqual({ balance: 1500 - creditCallDebit(300, 100), held: 0 });
    expect(await statusOf(callId)).toBe("settled");
    await expectConsistentAccount(db, user.id);
  });

  it("is released once when two processes run the job at the same moment", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 900);
    const callId = await authorize(user, consultant.extension);

    // Two processes, both four hours ahead of the call's start. On PostgreSQL each has its own
    // connections. SQLite's driver is synchronous: a second handle in this same process would
    // busy-wait on the thread that holds the write lock, so both share one handle, whose queue
    // orders their transactions as the file lock orders two real processes.
    const other = t.database.handle.kind === "postgres" ? second : t.database.handle;
    const { started_at } = await db
      .selectFrom("credit_calls")
      .select("started_at")
      .where("call_id", "=", callId)
      .executeTakeFirstOrThrow();
    const clock = createAdjustableClock();
    clock.advance(Date.parse(started_at) + 4 * 60 * 60 * 1000 - Date.now());
    const processOn = (handle: DatabaseHandle) =>
      createCreditCalls({
        db: handle.db,
        clock,
        users: createUsersRepo(handle.db),
        consultants: createConsultantsRepo(handle.db),
        calls: createCallsModule({ db: handle.db }),
        pins: createCreditPins({ db: handle.db, clock }),
        customerNumbers: createCustomerNumbers({ db: handle.db, clock }),
        limiter: createRateLimiter(handle.db, 1),
        spending: spendingFor(handle.db, clock),
      });
    const [a, b] = await Promise.all([
      processOn(t.database.handle).releaseStaleHolds(),
      processOn(other).releaseStaleHolds(),
    ]);
    const [againA, againB] = await Promise.all([
      processOn(t.database.handle).releaseStaleHolds(),
      processOn(other).releaseStaleHolds(),
    ]);
    expect(againA + againB).toBe(0);
    expect(a + b).toBe(1);
    expect(await statusOf(callId)).toBe("released");
    expect(await accountOf(db, user.id)).toEqual({ balance: 900, held: 0 });
    await expectConsistentAccount(db, user.id);
  });
});
