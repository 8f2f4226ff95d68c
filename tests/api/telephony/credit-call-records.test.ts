import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditCallDebit, creditEntryDescriptions } from "../../../src/shared/domain/credits.ts";
import { createConsultant, createUser, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import {
  accountOf,
  advanceAppClock,
  askCreditCall,
  callerWithCredits,
  expectConsistentAccount,
  giveCredits,
} from "../../support/credits.ts";
import { carrier, createTelephonyTestApp, postSigned } from "../../support/telephony.ts";
import { type TestApp } from "../../support/test-app.ts";

const { secret, token } = carrier;
let t: TestApp;
beforeAll(async () => {
  t = await createTelephonyTestApp();
});
afterAll(() => t.close());

let records = 0;
function creditRecord(user: CreatedUser, callId: string, durationSeconds: number, overrides: object = {}) {
  records += 1;
  return {
    recordId: `cdr-credit-${records}-${Math.random().toString(36).slice(2)}`,
    caller: user.phone,
    line: "credit",
    callId,
    extension: null,
    startedAt: "2026-11-20T18:30:00Z",
    durationSeconds,
    costCents: 0,
    ...overrides,
  };
}

async function authorize(user: CreatedUser, extension: string) {
  const res = await askCreditCall(t.app, { caller: user.phone, extension }, `Bearer ${token}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { authorized: boolean; callId: string; maxSeconds: number; reason?: string };
}

const send = (body: object) => postSigned(t.app, "/api/telephony/calls", body, secret);

describe("a record on the credit line", () => {
  it("debits ceil(seconds × price / 60) once, releases the hold and appears in the call history", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 3000, { credits_per_minute: 137 });
    const call = await authorize(user, consultant.extension);
    const body = creditRecord(user, call.callId, 754, { extension: consultant.extension });

    // The carrier retries: ten copies at once have one effect.
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers.filter((a) => (a.json() as { stored: boolean }).stored)).toHaveLength(1);

    const debit = creditCallDebit(754, 137);
    expect(debit).toBe(Math.ceil((754 * 137) / 60));
    expect(await accountOf(db, user.id)).toEqual({ balance: 3000 - debit, held: 0 });
    const spends = await db
      .selectFrom("credit_entries")
      .selectAll()
      .where("user_id", "=", user.id)
      .where("type", "=", "spend")
      .execute();
    expect(spends).toHaveLength(1);
    expect(spends[0]).toMatchObject({
      amount: -debit,
      description: creditEntryDescriptions.spend(consultant.name, 754),
      operation_key: `credit-call:${body.recordId}`,
    });
    expect(spends[0]?.description).toBe(`Beratung mit ${consultant.name} (12:34 Min.)`);
    const calls = await db.selectFrom("calls").selectAll().where("record_id", "=", body.recordId).execute();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      line: "credit",
      user_id: user.id,
      consultant_id: consultant.id,
      cost_cents: debit,
      duration_seconds: 754,
    });
    const row = await db
      .selectFrom("credit_calls")
      .selectAll()
      .where("call_id", "=", call.callId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "settled", record_id: body.recordId, debited_credits: debit });
    await expectConsistentAccount(db, user.id);

    // The next call can start now that the first is settled.
    expect((await authorize(user, consultant.extension)).authorized).toBe(true);
  });

  it("never debits more than was held", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 1000, { credits_per_minute: 100 });
    const call = await authorize(user, consultant.extension);
    expect(call.maxSeconds).toBe(600);
    expect((await send(creditRecord(user, call.callId, 900))).json()).toEqual({ stored: true });
    expect(await accountOf(db, user.id)).toEqual({ balance: 0, held: 0 });
    await expectConsistentAccount(db, user.id);
  });

  it("of zero seconds releases the hold without an entry", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 800);
    const call = await authorize(user, consultant.extension);
    expect((await send(creditRecord(user, call.callId, 0))).json()).toEqual({ stored: true });
    expect(await accountOf(db, user.id)).toEqual({ balance: 800, held: 0 });
    expect(
      await db
        .selectFrom("credit_entries")
        .select("id")
        .where("user_id", "=", user.id)
        .where("type", "=", "spend")
        .execute(),
    ).toEqual([]);
  });

  it("refuses an unknown call, another caller's call and an absurd duration, and debits nothing", async () => {
    const db = t.database.handle.db;
    const user = await createUser(db);
    const stranger = await createUser(db);
    const consultant = await createConsultant(db, { credits_per_minute: 90 });
    await giveCredits(db, user.id, 2000);
    const call = await authorize(user, consultant.extension);

    const unknown = await send(creditRecord(user, "unbekannt-123", 60));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Dieser Anruf über die Credit-Linie ist nicht bekannt." });
    const foreign = await send(creditRecord(stranger, call.callId, 60));
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toEqual({
      message: "Dieser Anruf über die Credit-Linie gehört zu einer anderen Rufnummer.",
    });
    for (const [seconds, message] of [
      [-5, "Das Feld „durationSeconds“ ist zu klein."],
      [24 * 60 * 60 + 1, "Das Feld „durationSeconds“ ist zu groß."],
      [1.5, "Das Feld „durationSeconds“ hat den falschen Typ."],
    ] as const) {
      const absurd = await send(creditRecord(user, call.callId, seconds));
      expect(absurd.statusCode).toBe(400);
      expect(absurd.json()).toEqual({ message });
    }
    const withoutCallId = await send({ ...creditRecord(user, call.callId, 60), callId: undefined });
    expect(withoutCallId.statusCode).toBe(400);
    expect(withoutCallId.json()).toEqual({ message: "Das Feld „callId“ fehlt." });

    expect(await accountOf(db, user.id)).toEqual({ balance: 2000, held: 2000 });
    expect(await accountOf(db, stranger.id)).toEqual({ balance: 0, held: 0 });
    expect(
      await db
        .selectFrom("credit_entries")
        .select("id")
        .where("type", "=", "spend")
        .where("user_id", "=", user.id)
        .execute(),
    ).toEqual([]);

    // A settled call takes no second record.
    const first = creditRecord(user, call.callId, 60);
    expect((await send(first)).json()).toEqual({ stored: true });
    const second = await send(creditRecord(user, call.callId, 600));
    expect(second.statusCode).toBe(409);
    expect(await accountOf(db, user.id)).toEqual({ balance: 2000 - 90, held: 0 });
    await expectConsistentAccount(db, user.id);
  });

  it("stores a record with fields its line does not need or nobody knows, and ignores them", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 2000, { credits_per_minute: 90 });
    const call = await authorize(user, consultant.extension);

    // A member-line record carrying the callId of a live credit call: stored on the member line,
    // the credit call and its hold stay untouched.
    const member = { ...creditRecord(user, call.callId, 60), line: "member", costCents: 69 };
    const memberAnswer = await send(member);
    expect(memberAnswer.statusCode).toBe(200);
    expect(memberAnswer.json()).toEqual({ stored: true });
    const memberRow = await db
      .selectFrom("calls")
      .selectAll()
      .where("record_id", "=", member.recordId)
      .executeTakeFirstOrThrow();
    expect(memberRow).toMatchObject({ line: "member", cost_cents: 69, user_id: user.id });
    expect(await accountOf(db, user.id)).toEqual({ balance: 2000, held: 2000 });

    // A credit-line record with a field the contract does not know yet and a costCents it never reads.
    const credit = { ...creditRecord(user, call.callId, 60), carrierTrunk: "B-7", costCents: "kostenlos" };
    const creditAnswer = await send(credit);
    expect(creditAnswer.statusCode).toBe(200);
    expect(creditAnswer.json()).toEqual({ stored: true });
    expect(await accountOf(db, user.id)).toEqual({ balance: 2000 - 90, held: 0 });
    await expectConsistentAccount(db, user.id);
  });

  it("names the wrong field of a member-line record and stores nothing", async () => {
    const db = t.database.handle.db;
    const user = await createUser(db);
    const body = {
      recordId: `cdr-member-${Math.random().toString(36).slice(2)}`,
      caller: user.phone,
      line: "member",
      startedAt: "2026-11-20T18:30:00Z",
      durationSeconds: 60,
      costCents: -1,
      somethingNew: { nested: true },
    };
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Das Feld „costCents“ ist zu klein." });
    expect(await db.selectFrom("calls").select("id").where("record_id", "=", body.recordId).execute()).toEqual([]);
  });

  it("leaves member and premium records as they were: billed by phone, never in credits", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 1000);
    for (const line of ["member", "premium"]) {
      const body = {
        recordId: `cdr-${line}-${Math.random().toString(36).slice(2)}`,
        caller: user.phone,
        line,
        extension: consultant.extension,
        startedAt: "2026-11-20T18:30:00Z",
        durationSeconds: 120,
        costCents: line === "member" ? 138 : 298,
      };
      expect((await send(body)).json()).toEqual({ stored: true });
      const row = await db
        .selectFrom("calls")
        .selectAll()
        .where("record_id", "=", body.recordId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ line, cost_cents: body.costCents, user_id: user.id });
    }
    expect(await accountOf(db, user.id)).toEqual({ balance: 1000, held: 0 });
    expect(await db.selectFrom("credit_entries").select("id").where("user_id", "=", user.id).execute()).toHaveLength(1);
  });
});

describe("many calls against one balance", () => {
  it("never overdraw it: 50 authorisations and their records at once", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 5000, { credits_per_minute: 120 });

    const rounds = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        // The IVR asks again while another call of the account is live, a few times.
        let call = await authorize(user, consultant.extension);
        for (let attempt = 0; !call.authorized && call.reason === "call_running" && attempt < 30; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          call = await authorize(user, consultant.extension);
        }
        if (!call.authorized) return call.reason;
        // One call runs past what was held; the debit stops there.
        const seconds = i === 33 ? call.maxSeconds + 300 : 30 + i * 7;
        const record = creditRecord(user, call.callId, seconds);
        const answers = await Promise.all([send(record), send(record)]);
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        return "settled";
      }),
    );
    expect(rounds.every((r) => r === "settled" || r === "call_running" || r === "no_credits")).toBe(true);
    const settled = rounds.filter((r) => r === "settled").length;
    // Several calls ran one after another until the balance paid for no further minute.
    expect(settled).toBeGreaterThanOrEqual(3);
    expect(rounds).toContain("no_credits");

    const account = await accountOf(db, user.id);
    expect(account.held).toBe(0);
    expect(account.balance).toBeGreaterThanOrEqual(0);
    await expectConsistentAccount(db, user.id);
    const spends = await db
      .selectFrom("credit_entries")
      .select("amount")
      .where("user_id", "=", user.id)
      .where("type", "=", "spend")
      .execute();
    expect(spends.length).toBeLessThanOrEqual(settled);
    const calls = await db.selectFrom("credit_calls").selectAll().where("user_id", "=", user.id).execute();
    expect(calls).toHaveLength(settled);
    expect(calls.every((c) => c.status === "settled")).toBe(true);
    expect(-spends.reduce((sum, s) => sum + s.amount, 0)).toBe(
      calls.reduce((sum, c) => sum + (c.debited_credits ?? 0), 0),
    );
  });
});

describe("every outcome of a record's debit has its answer", () => {
  const recordIdUsed = { message: "Diese recordId gehört bereits zu einem anderen Anruf; es wurde nichts abgebucht." };
  const spendsOf = (userId: number) =>
    t.database.handle.db
      .selectFrom("credit_entries")
      .select("amount")
      .where("user_id", "=", userId)
      .where("type", "=", "spend")
      .execute();
  const statusOf = async (callId: string) =>
    (
      await t.database.handle.db
        .selectFrom("credit_calls")
        .select(["status", "record_id"])
        .where("call_id", "=", callId)
        .executeTakeFirstOrThrow()
    ).status;

  it("a record id that settled another call of the same account answers 409 and debits nothing", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 1000, { credits_per_minute: 60 });
    const first = await authorize(user, consultant.extension);
    const firstRecord = creditRecord(user, first.callId, 120);
    expect((await send(firstRecord)).json()).toEqual({ stored: true });

    const second = await authorize(user, consultant.extension);
    const reused = await send({ ...creditRecord(user, second.callId, 300), recordId: firstRecord.recordId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual(recordIdUsed);
    expect(await accountOf(db, user.id)).toEqual({ balance: 880, held: 880 });
    expect(await statusOf(second.callId)).toBe("live");
    expect(await spendsOf(user.id)).toEqual([{ amount: -120 }]);
    await expectConsistentAccount(db, user.id);
  });

  it("a record id that settled another account's call answers 409 and debits nothing", async () => {
    const db = t.database.handle.db;
    const alice = await createUser(db);
    const bob = await createUser(db);
    const consultant = await createConsultant(db, { credits_per_minute: 60 });
    await giveCredits(db, alice.id, 1000);
    await giveCredits(db, bob.id, 500);
    const aliceCall = await authorize(alice, consultant.extension);
    const aliceRecord = creditRecord(alice, aliceCall.callId, 60);
    expect((await send(aliceRecord)).json()).toEqual({ stored: true });

    const bobCall = await authorize(bob, consultant.extension);
    const reused = await send({ ...creditRecord(bob, bobCall.callId, 60), recordId: aliceRecord.recordId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual(recordIdUsed);
    expect(await accountOf(db, bob.id)).toEqual({ balance: 500, held: 500 });
    expect(await accountOf(db, alice.id)).toEqual({ balance: 940, held: 0 });
    expect(await spendsOf(bob.id)).toEqual([]);
  });

  it("a record id stored for a member-line call answers 409 and debits nothing", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 1000, { credits_per_minute: 60 });
    const call = await authorize(user, consultant.extension);
    const record = creditRecord(user, call.callId, 60);
    expect((await send({ ...record, line: "member", costCents: 69 })).json()).toEqual({ stored: true });

    const reused = await send(record);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual(recordIdUsed);
    expect(await accountOf(db, user.id)).toEqual({ balance: 1000, held: 1000 });
    expect(await statusOf(call.callId)).toBe("live");
  });

  it("a late record when the balance has nothing left is stored with nothing debited", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 600, { credits_per_minute: 60 });
    const lost = await authorize(user, consultant.extension);
    // The hold of the first call is given back (its record is late) ...
    await advanceAppClock(t.app, { hours: 3.1 });
    expect(await statusOf(lost.callId)).toBe("released");
    // ... and a second call spends all of it.
    const next = await authorize(user, consultant.extension);
    expect((await send(creditRecord(user, next.callId, 600))).json()).toEqual({ stored: true });
    expect(await accountOf(db, user.id)).toEqual({ balance: 0, held: 0 });

    const late = creditRecord(user, lost.callId, 120);
    expect((await send(late)).json()).toEqual({ stored: true });
    const stored = await db
      .selectFrom("calls")
      .select("cost_cents")
      .where("record_id", "=", late.recordId)
      .executeTakeFirstOrThrow();
    expect(stored.cost_cents).toBe(0);
    expect(await statusOf(lost.callId)).toBe("settled");
    expect(await accountOf(db, user.id)).toEqual({ balance: 0, held: 0 });
    await expectConsistentAccount(db, user.id);
  });
});
