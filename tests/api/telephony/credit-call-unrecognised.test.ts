import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultant, createUser } from "../../../src/server/db/seed/factories.ts";
import { creditCallAnnouncements } from "../../../src/server/modules/telephony/credit-call-schemas.ts";
import { customerNumberFrom } from "../../../src/shared/domain/customer-number.ts";
import { advanceAppClock, askCreditCall, giveCredits, setCreditPin } from "../../support/credits.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The credit line tells a stranger neither which phone numbers are registered nor which customer
// numbers exist: every caller it cannot recognise gets one answer (docs/telephony.md).

const token = "ivr-token";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TELEPHONY_TOKEN: token });
});
afterAll(() => t.close());

const ask = (body: object) => askCreditCall(t.app, body, `Bearer ${token}`);
/** All a caller can tell apart: status, content type and body. */
const answerOf = async (body: object) => {
  const res = await ask(body);
  return { status: res.statusCode, type: res.headers["content-type"], body: res.json() as unknown };
};
const unrecognised = {
  status: 200,
  type: "application/json; charset=utf-8",
  body: { authorized: false, reason: "pin_wrong" },
};
const neverAssigned = (i: number) => customerNumberFrom(String(8_000_000 + i * 7919));

/** An account with a credit PIN and credits to call with. */
async function accountWithPin(pin: string) {
  const db = t.database.handle.db;
  const user = await createUser(db);
  const customerNumber = await setCreditPin(db, user.id, pin);
  await giveCredits(db, user.id, 1000);
  return { ...user, customerNumber };
}

const pinTriesOf = async (userId: number) =>
  t.database.handle.db
    .selectFrom("credit_pins")
    .select(["failed_attempts", "locked_until"])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();

describe("a caller the credit line cannot recognise", () => {
  it("hears the same whether the calling number is unknown or the customer number is", async () => {
    const consultant = await createConsultant(t.database.handle.db);
    const unknownNumber = await answerOf({ caller: "+4900000000077", extension: consultant.extension });
    const unknownCustomer = await answerOf({
      caller: "+4915100000077",
      extension: consultant.extension,
      customerNumber: neverAssigned(1),
      pin: "1234",
    });
    expect(unknownNumber).toEqual(unrecognised);
    expect(unknownCustomer).toEqual(unknownNumber);
    expect(creditCallAnnouncements.pin_wrong).toBe(
      "Wir können Ihnen kein Konto zuordnen. Bitte geben Sie Ihre Kundennummer und Ihre Credit-PIN ein. Beide finden Sie auf der Seite Credits.",
    );
  });

  it("hears the same for a locked PIN as for a customer number that does not exist, and the lock still holds", async () => {
    const user = await accountWithPin("2580");
    const consultant = await createConsultant(t.database.handle.db, { credits_per_minute: 100 });
    // Each guess from its own number, so that only the account's own lock counts.
    const guess = (customerNumber: string, pin: string, i: number) =>
      answerOf({
        caller: `+4917055501${String(i).padStart(2, "0")}`,
        extension: consultant.extension,
        customerNumber,
        pin,
      });

    for (let i = 0; i < 5; i += 1) expect(await guess(user.customerNumber, "0000", i)).toEqual(unrecognised);
    expect(await pinTriesOf(user.id)).toMatchObject({ failed_attempts: 5, locked_until: expect.any(String) });
    // Locked: a wrong PIN, even the right one, sounds exactly like a number nobody has.
    const locked = await guess(user.customerNumber, "0000", 10);
    const rightButLocked = await guess(user.customerNumber, "2580", 11);
    const nobody = await guess(neverAssigned(2), "2580", 12);
    expect(locked).toEqual(nobody);
    expect(rightButLocked).toEqual(nobody);
    expect(nobody).toEqual(unrecognised);
    expect((await pinTriesOf(user.id)).failed_attempts).toBe(5);

    // After 15 minutes the right PIN opens the line again.
    await advanceAppClock(t.app, { hours: 0.25 });
    expect((await guess(user.customerNumber, "2580", 13)).body).toMatchObject({ authorized: true });
  });

  it("hears the same once a calling number's budget is used up, existing account or not, and guesses stop", async () => {
    const consultant = await createConsultant(t.database.handle.db);
    const accounts = [];
    for (let i = 0; i < 5; i += 1) accounts.push(await accountWithPin(`${i}${i}${i}${i}`));
    const caller = "+4930 5550 7788";
    // 25 wrong guesses at once, five per account: only the budget's ten reach the PINs.
    const answers = await Promise.all(
      accounts.flatMap((account) =>
        Array.from({ length: 5 }, () =>
          answerOf({ caller, extension: consultant.extension, customerNumber: account.customerNumber, pin: "9876" }),
        ),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(unrecognised);
    let tried = 0;
    for (const account of accounts) tried += (await pinTriesOf(account.id)).failed_attempts;
    expect(tried).toBe(10);

    // Spent: the right PIN of an untouched account sounds like a customer number nobody has.
    const untouched = await accountWithPin("1357");
    const existing = await answerOf({
      caller,
      extension: consultant.extension,
      customerNumber: untouched.customerNumber,
      pin: "1357",
    });
    const nobody = await answerOf({
      caller,
      extension: consultant.extension,
      customerNumber: neverAssigned(3),
      pin: "0000",
    });
    expect(existing).toEqual(nobody);
    expect(nobody).toEqual(unrecognised);
    expect((await pinTriesOf(untouched.id)).failed_attempts).toBe(0);
    // Another calling number has its own budget: the same PIN opens the line there.
    const elsewhere = await answerOf({
      caller: "+4940 5550 1122",
      extension: consultant.extension,
      customerNumber: untouched.customerNumber,
      pin: "1357",
    });
    expect(elsewhere.body).toMatchObject({ authorized: true });
  });
});
