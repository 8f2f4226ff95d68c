import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditCallMaxSeconds } from "../../../src/shared/domain/credits.ts";
import { createConsultant, createUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent } from "../../support/agent.ts";
import { readFileSync } from "node:fs";
import { creditCallRefusals } from "../../../src/server/modules/credits/credit-calls.ts";
import { creditCallAnnouncements } from "../../../src/server/modules/telephony/credit-call-schemas.ts";
import { customerNumberFrom, isCustomerNumber } from "../../../src/shared/domain/customer-number.ts";
import {
  accountOf,
  advanceAppClock,
  askCreditCall,
  callerWithCredits,
  customerNumberOf,
  giveCredits,
  setCreditPin,
} from "../../support/credits.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";
import { releaseSpendingHolds } from "../../support/spending.ts";

const token = "ivr-token";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TELEPHONY_SECRET: "carrier-secret", TELEPHONY_TOKEN: token });
});
afterAll(() => t.close());

const ask = (body: object, authorization: string | null = `Bearer ${token}`) =>
  askCreditCall(t.app, body, authorization);

async function userWithPin(pin: string) {
  const user = await createUser(t.database.handle.db);
  const agent = createAgent(t.app);
  await agent.post("/api/auth/login", { identifier: user.phone, password: user.password });
  const set = await agent.put("/api/credits/pin", { pin });
  expect(set.statusCode).toBe(200);
  const { customerNumber } = set.json() as { customerNumber: string };
  return { ...user, customerNumber };
}

describe("POST /api/telephony/credit-calls", () => {
  it("recognises the caller by number, holds the whole available balance and allows one live call", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 2000, { credits_per_minute: 150 });

    const res = await ask({ caller: user.phone, extension: consultant.extension });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { authorized: boolean; callId: string; maxSeconds: number; creditsPerMinute: number };
    expect(answer).toEqual({
      authorized: true,
      callId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      maxSeconds: creditCallMaxSeconds(2000, 150),
      creditsPerMinute: 150,
    });
    expect(await accountOf(db, user.id)).toEqual({ balance: 2000, held: 2000 });
    const row = await db
      .selectFrom("credit_calls")
      .selectAll()
      .where("call_id", "=", answer.callId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, status: "live", held_credits: 2000, credits_per_minute: 150 });

    // A second call while the first is live, even to another consultant, is refused.
    const other = await createConsultant(db);
    expect((await ask({ caller: user.phone, extension: other.extension })).json()).toEqual({
      authorized: false,
      reason: "call_running",
    });
    expect(await accountOf(db, user.id)).toEqual({ balance: 2000, held: 2000 });
  });

  it("finds the caller in the national spelling too (0151…)", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 600, { credits_per_minute: 60 });
    const national = `0${user.phone.slice(3, 6)} ${user.phone.slice(6)}`;
    const answer = (await ask({ caller: national, extension: consultant.extension })).json() as Record<string, unknown>;
    expect(answer).toMatchObject({ authorized: true, maxSeconds: 600, creditsPerMinute: 60 });
  });

  it("answers pin_wrong for an unknown number, no_credits, consultant_unknown, consultant_offline and consultant_busy", async () => {
    const db = t.database.handle.db;
    const poor = await createUser(db);
    const available = await createConsultant(db, { credits_per_minute: 200 });
    const offline = await createConsultant(db, { status: "offline" });
    const busy = await createConsultant(db, { status: "busy" });
    const refused = async (body: object) => ((await ask(body)).json() as { reason?: string }).reason;

    expect(await refused({ caller: "+4900000000001", extension: available.extension })).toBe("pin_wrong");
    expect(await refused({ caller: poor.phone, extension: available.extension })).toBe("no_credits");
    // Less than one minute with this consultant is not enough either.
    await giveCredits(db, poor.id, 199);
    expect(await refused({ caller: poor.phone, extension: available.extension })).toBe("no_credits");
    const unused = await createConsultant(db);
    await db.deleteFrom("consultants").where("id", "=", unused.id).execute();
    expect(await refused({ caller: poor.phone, extension: unused.extension })).toBe("consultant_unknown");
    expect(await refused({ caller: poor.phone, extension: offline.extension })).toBe("consultant_offline");
    expect(await refused({ caller: poor.phone, extension: busy.extension })).toBe("consultant_busy");
    expect(await accountOf(db, poor.id)).toEqual({ balance: 199, held: 0 });
    expect(await db.selectFrom("credit_calls").select("call_id").where("user_id", "=", poor.id).execute()).toEqual([]);
  });

  it("refuses a missing or wrong token with 401 and holds nothing", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 1000);
    const body = { caller: user.phone, extension: consultant.extension };
    for (const authorization of [null, "Bearer falsch", token]) {
      const res = await ask(body, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Ungültiges oder fehlendes Zugriffstoken." });
    }
    // Without the token even a broken body learns nothing but 401.
    expect((await ask({ nonsense: true }, null)).statusCode).toBe(401);
    expect(await accountOf(db, user.id)).toEqual({ balance: 1000, held: 0 });
  });

  it("rejects an incomplete question in German", async () => {
    const res = await ask({ caller: "+4915100000000", extension: "12" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Die Durchwahl besteht aus drei Ziffern." });
    const pinAlone = await ask({ caller: "anonymous", extension: "123", pin: "1234" });
    expect(pinAlone.statusCode).toBe(400);
    expect(pinAlone.json()).toEqual({ message: "Kundennummer und PIN werden nur zusammen angegeben." });
  });
});

describe("customer number and credit PIN", () => {
  it("authorise a withheld or foreign number", async () => {
    const db = t.database.handle.db;
    const user = await userWithPin("4711");
    const consultant = await createConsultant(db, { credits_per_minute: 100 });
    await giveCredits(db, user.id, 1000);
    const answer = await ask({
      caller: "anonymous",
      extension: consultant.extension,
      customerNumber: user.customerNumber,
      pin: "4711",
    });
    expect(answer.json()).toMatchObject({ authorized: true, maxSeconds: 600, creditsPerMinute: 100 });
    // The same account from its own number would be found without PIN; a foreign one is not.
    expect((await ask({ caller: "+33 6 12 34 56 78", extension: consultant.extension })).json()).toEqual({
      authorized: false,
      reason: "pin_wrong",
    });
  });

  it("count wrong PINs, lock after five for 15 minutes, refuse even the right PIN meanwhile", async () => {
    const db = t.database.handle.db;
    const user = await userWithPin("2468");
    const consultant = await createConsultant(db, { credits_per_minute: 100 });
    await giveCredits(db, user.id, 500);
    const withPin = (pin: string) =>
      ask({ caller: "", extension: consultant.extension, customerNumber: user.customerNumber, pin });
    const reason = async (pin: string) => ((await withPin(pin)).json() as { reason?: string }).reason;

    // A right PIN resets the count: four wrong, one right, four wrong again stays unlocked.
    for (let i = 0; i < 4; i += 1) expect(await reason("1111")).toBe("pin_wrong");
    const right = (await withPin("2468")).json() as { authorized: boolean; callId: string };
    expect(right.authorized).toBe(true);
    await db.updateTable("credit_calls").set({ status: "released" }).where("call_id", "=", right.callId).execute();
    await db.updateTable("credit_accounts").set({ held: 0 }).where("user_id", "=", user.id).execute();
    await releaseSpendingHolds(db, user.id);
    for (let i = 0; i < 4; i += 1) expect(await reason("1111")).toBe("pin_wrong");
    // The fifth wrong PIN locks; the lock says no more than a wrong PIN (credit-call-unrecognised.test.ts).
    expect(await reason("9999")).toBe("pin_wrong");
    expect(await reason("2468")).toBe("pin_wrong");
    expect(await reason("1111")).toBe("pin_wrong");
    const row = await db.selectFrom("credit_pins").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(5);

    await advanceAppClock(t.app, { hours: 0.25 });
    expect(((await withPin("2468")).json() as { authorized: boolean }).authorized).toBe(true);
  });

  it("let only five of many simultaneous wrong PINs be tried", async () => {
    const db = t.database.handle.db;
    const user = await userWithPin("1357");
    const consultant = await createConsultant(db);
    await giveCredits(db, user.id, 500);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ask({
          caller: "",
          extension: consultant.extension,
          customerNumber: user.customerNumber,
          pin: String(1000 + i),
        }),
      ),
    );
    const reasons = answers.map((a) => (a.json() as { reason: string }).reason);
    expect(reasons).toEqual(Array.from({ length: 12 }, () => "pin_wrong"));
    const row = await db.selectFrom("credit_pins").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(5);
    expect(row.locked_until).not.toBeNull();
    const right = await ask({
      caller: "",
      extension: consultant.extension,
      customerNumber: user.customerNumber,
      pin: "1357",
    });
    expect(right.json()).toEqual({ authorized: false, reason: "pin_wrong" });
  });

  it("answer pin_wrong alike for an unknown customer number, an account without a PIN and a wrong PIN", async () => {
    const db = t.database.handle.db;
    const consultant = await createConsultant(db);
    const noPin = await createUser(db);
    const withPin = await userWithPin("8642");
    const reason = async (customerNumber: string) =>
      (
        (await ask({ caller: "anonymous", extension: consultant.extension, customerNumber, pin: "1234" })).json() as {
          reason?: string;
        }
      ).reason;
    expect(await reason("999999999")).toBe("pin_wrong");
    expect(await reason("999999999999")).toBe("pin_wrong");
    expect(await reason(await customerNumberOf(db, noPin.id))).toBe("pin_wrong");
    expect(await reason(withPin.customerNumber)).toBe("pin_wrong");
    // The user id is no customer number.
    const byId = await ask({
      caller: "anonymous",
      extension: consultant.extension,
      customerNumber: String(withPin.id),
      pin: "8642",
    });
    expect(byId.json()).toEqual({ authorized: false, reason: "pin_wrong" });
  });

  it("give every account a random eight-digit customer number with a check digit", async () => {
    const db = t.database.handle.db;
    const users = [];
    for (let i = 0; i < 5; i += 1) users.push(await createUser(db));
    const numbers = await Promise.all(users.map((u) => customerNumberOf(db, u.id)));
    expect(numbers.every(isCustomerNumber)).toBe(true);
    expect(new Set(numbers).size).toBe(5);
    for (const user of users) expect(numbers).not.toContain(String(user.id));
    // Asked again, at once, an account keeps its number.
    const again = await Promise.all(users.map((u) => customerNumberOf(db, u.id)));
    expect(again).toEqual(numbers);
  });
});

describe("the IVR's announcements", () => {
  it("exist for every refusal, in the API description and in the telephony guide", async () => {
    const description = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).body;
    const readme = readFileSync("docs/telephony.md", "utf8");
    for (const reason of creditCallRefusals) {
      const text = creditCallAnnouncements[reason];
      expect(text.length).toBeGreaterThan(10);
      expect(readme).toContain(`| \`${reason}\``);
      expect(readme).toContain(`„${text}“`);
      expect(description).toContain(JSON.stringify(`${reason}: „${text}“`).slice(1, -1));
    }
  });
});

describe("failure budgets against spraying PINs across customer numbers", () => {
  const unassigned = (i: number) => customerNumberFrom(String(9_000_000 + i * 7919));
  const reasonsOf = (answers: { json(): unknown }[]) => answers.map((a) => (a.json() as { reason?: string }).reason);
  const windowStart = (minutes: number) => Math.floor(Date.now() / (minutes * 60_000)) * (minutes * 60_000);

  it("let a calling number fail ten times, even with 25 guesses at once, and give back a right PIN's slot", async () => {
    const db = t.database.handle.db;
    const consultant = await createConsultant(db);
    const user = await userWithPin("5555");
    await giveCredits(db, user.id, 500);
    const caller = "+4930 5550 1234";
    const guess = (customerNumber: string, pin = "0000") =>
      ask({ caller, extension: consultant.extension, customerNumber, pin });

    // A right PIN uses up no slot of the budget.
    const right = (await guess(user.customerNumber, "5555")).json() as { authorized: boolean; callId: string };
    expect(right.authorized).toBe(true);
    await db.updateTable("credit_calls").set({ status: "released" }).where("call_id", "=", right.callId).execute();
    await db.updateTable("credit_accounts").set({ held: 0 }).where("user_id", "=", user.id).execute();
    await releaseSpendingHolds(db, user.id);

    // All refused alike; that only ten reach the PINs: credit-call-unrecognised.test.ts.
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => guess(unassigned(i))));
    expect(reasonsOf(answers)).toEqual(Array.from({ length: 25 }, () => "pin_wrong"));
    // Now even the right PIN from this number waits; another number still has its own budget.
    expect((await guess(user.customerNumber, "5555")).json()).toEqual({ authorized: false, reason: "pin_wrong" });
    const elsewhere = await ask({
      caller: "+4940 5550 9876",
      extension: consultant.extension,
      customerNumber: user.customerNumber,
      pin: "5555",
    });
    expect(elsewhere.json()).toMatchObject({ authorized: true });
  });

  it("stop the whole line once the line-wide budget is used up, whatever number calls", async () => {
    const db = t.database.handle.db;
    const consultant = await createConsultant(db);
    const user = await userWithPin("7777");
    await giveCredits(db, user.id, 500);
    // Five accounts the guesses aim at, five guesses each: their wrong tries count what got through.
    const targets: { id: number; customerNumber: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const target = await createUser(db);
      targets.push({ id: target.id, customerNumber: await setCreditPin(db, target.id, "4321") });
    }
    // 97 of 100 failures are used up in this window (and the next, should it begin meanwhile).
    for (const start of [windowStart(15), windowStart(15) + 15 * 60_000]) {
      await db
        .insertInto("rate_limit_hits")
        .values({ bucket: "creditPinFailuresOverall:line", window_start: start, hits: 97 })
        .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: 97 }))
        .execute();
    }
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        ask({
          caller: i % 2 === 0 ? "anonymous" : `+49170555${String(i).padStart(4, "0")}`,
          extension: consultant.extension,
          customerNumber: targets[i % 5]?.customerNumber,
          pin: "0000",
        }),
      ),
    );
    expect(reasonsOf(answers)).toEqual(Array.from({ length: 25 }, () => "pin_wrong"));
    const tries = await db
      .selectFrom("credit_pins")
      .select("failed_attempts")
      .where(
        "user_id",
        "in",
        targets.map((target) => target.id),
      )
      .execute();
    expect(tries.reduce((sum, row) => sum + row.failed_attempts, 0)).toBe(3);
    const right = await ask({
      caller: "anonymous",
      extension: consultant.extension,
      customerNumber: user.customerNumber,
      pin: "7777",
    });
    expect(right.json()).toEqual({ authorized: false, reason: "pin_wrong" });
    // A caller recognised by number needs no PIN and is not held up.
    expect((await ask({ caller: user.phone, extension: consultant.extension })).json()).toMatchObject({
      authorized: true,
    });
    await db.deleteFrom("rate_limit_hits").where("bucket", "=", "creditPinFailuresOverall:line").execute();
  });
});
