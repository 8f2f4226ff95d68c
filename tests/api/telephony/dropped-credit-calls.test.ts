import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditCallDebit } from "../../../src/shared/domain/credits.ts";
import { createUser, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { accountOf, askCreditCall, callerWithCredits, expectConsistentAccount } from "../../support/credits.ts";
import { carrier, createTelephonyTestApp, postSigned } from "../../support/telephony.ts";
import { createAgent } from "../../support/agent.ts";
import { type TestApp } from "../../support/test-app.ts";

const { secret, token } = carrier;
let t: TestApp;
beforeAll(async () => {
  t = await createTelephonyTestApp();
});
afterAll(() => t.close());

const send = (body: object) => postSigned(t.app, "/api/telephony/calls", body, secret);

async function authorize(user: CreatedUser, extension: string): Promise<string> {
  const res = await askCreditCall(t.app, { caller: user.phone, extension }, `Bearer ${token}`);
  const answer = res.json<{ authorized: boolean; callId: string }>();
  expect(answer.authorized).toBe(true);
  return answer.callId;
}

/** A credit call of `seconds` at 120 credits a minute, ended as `extra` says; what it debited and stored. */
async function dropped(seconds: number, extra: Record<string, unknown>) {
  const db = t.database.handle.db;
  const { user, consultant } = await callerWithCredits(db, 5000, { credits_per_minute: 120 });
  const callId = await authorize(user, consultant.extension);
  const recordId = `cdr-drop-${Math.random().toString(36).slice(2)}`;
  const body = {
    recordId,
    caller: user.phone,
    line: "credit",
    callId,
    extension: consultant.extension,
    startedAt: "2026-11-20T18:30:00Z",
    durationSeconds: seconds,
    ...extra,
  };
  const res = await send(body);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ stored: true });
  const account = await accountOf(db, user.id);
  const call = await db.selectFrom("calls").selectAll().where("record_id", "=", recordId).executeTakeFirstOrThrow();
  await expectConsistentAccount(db, user.id);
  return { user, body, debited: 5000 - account.balance, held: account.held, call };
}

async function historyOf(user: CreatedUser) {
  const agent = createAgent(t.app);
  await agent.post("/api/auth/login", { identifier: user.phone, password: user.password });
  const res = await agent.get("/api/call-history");
  expect(res.statusCode).toBe(200);
  return res.json<{ cost: number; note: string | null; duration: number; line: string; credits: number | null }[]>();
}

describe("a credit call ended by the consultant's side or the network", () => {
  for (const endReason of ["consultant", "network"] as const) {
    it(`(${endReason}) within the first 60 seconds is not debited and says why`, async () => {
      for (const seconds of [1, 45, 60]) {
        const { user, debited, held, call } = await dropped(seconds, { endReason });
        expect({ debited, held }).toEqual({ debited: 0, held: 0 });
        expect(call).toMatchObject({ end_reason: endReason, waived_seconds: seconds, cost_cents: 0 });
        const [item] = await historyOf(user);
        expect(item).toMatchObject({
          cost: 0,
          duration: seconds,
          note: "Verbindung abgebrochen: nicht berechnet",
          // Paid with credits on the credit line, none taken.
          line: "credit",
          credits: 0,
        });
      }
    });

    it(`(${endReason}) after more than 60 seconds is debited for the time talked minus 60 seconds`, async () => {
      const { user, debited, held, call } = await dropped(61 + 120, { endReason });
      expect(debited).toBe(creditCallDebit(121, 120));
      expect(held).toBe(0);
      expect(call).toMatchObject({
        end_reason: endReason,
        waived_seconds: 60,
        cost_cents: debited,
        credits_per_minute: 120,
      });
      const [item] = await historyOf(user);
      expect(item).toMatchObject({
        cost: debited / 100,
        note: "Verbindung abgebrochen: 1 Min. nicht berechnet",
        line: "credit",
        credits: debited,
      });
    });
  }
});

describe("a credit call charged in full", () => {
  for (const extra of [{ endReason: "caller" }, { endReason: "timeout" }, {}, { endReason: "hangup-by-moon" }]) {
    it(`when the record says ${JSON.stringify(extra)}`, async () => {
      const { user, debited, call } = await dropped(30, extra);
      expect(debited).toBe(creditCallDebit(30, 120));
      const known = extra.endReason === "caller" || extra.endReason === "timeout";
      expect(call).toMatchObject({ end_reason: known ? extra.endReason : null, waived_seconds: 0 });
      const [item] = await historyOf(user);
      expect(item?.note).toBeNull();
    });
  }
});

describe("the end reason", () => {
  it("is stored on the member line too and changes nothing there", async () => {
    const db = t.database.handle.db;
    const user = await createUser(db);
    const recordId = `cdr-member-${Math.random().toString(36).slice(2)}`;
    const res = await send({
      recordId,
      caller: user.phone,
      line: "member",
      extension: null,
      startedAt: "2026-11-20T18:30:00Z",
      durationSeconds: 40,
      costCents: 46,
      endReason: "network",
    });
    expect(res.json()).toEqual({ stored: true });
    const call = await db.selectFrom("calls").selectAll().where("record_id", "=", recordId).executeTakeFirstOrThrow();
    expect(call).toMatchObject({ end_reason: "network", waived_seconds: 0, cost_cents: 46 });
  });

  it("the same dropped record ten times at once is settled once", async () => {
    const db = t.database.handle.db;
    const { user, consultant } = await callerWithCredits(db, 5000, { credits_per_minute: 120 });
    const callId = await authorize(user, consultant.extension);
    const body = {
      recordId: `cdr-drop-many-${Math.random().toString(36).slice(2)}`,
      caller: user.phone,
      line: "credit",
      callId,
      extension: consultant.extension,
      startedAt: "2026-11-20T18:30:00Z",
      durationSeconds: 200,
      endReason: "network",
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers.filter((a) => a.json<{ stored: boolean }>().stored)).toHaveLength(1);
    expect(await accountOf(db, user.id)).toEqual({ balance: 5000 - creditCallDebit(140, 120), held: 0 });
    expect(await db.selectFrom("calls").select("id").where("record_id", "=", body.recordId).execute()).toHaveLength(1);
    await expectConsistentAccount(db, user.id);
  });
});
