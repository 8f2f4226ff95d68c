import { describe, expect, it } from "vitest";
import { createConsultant, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { systemClock } from "../../../src/server/lib/clock.ts";
import { createCreditLedger } from "../../../src/server/modules/credits/credit-ledger.ts";
import { creditEntryDescriptions } from "../../../src/shared/domain/credits.ts";
import type { Agent } from "../../support/agent.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import { balanceOf, refundAtPaypal, returned, creditOrderOf, buyCaptured } from "../../support/credit-purchase.ts";
import { accountOf, advanceAppClock, askCreditCall, expectConsistentAccount } from "../../support/credits.ts";
import { rawMailsNaming } from "../../support/outbox-mails.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { deliverWebhook, loggedInUser, refundEvent, refundIdOf, signWebhook } from "../../support/paypal-sandbox.ts";
import { postSigned } from "../../support/telephony.ts";

// A refund at PayPal while the refunded credits are held for a running credit call: they are
// owed, taken when the hold ends, and what the balance cannot cover then by the next purchase
// (docs/decisions/0012). Support hears only about credits spent before the refund.

let t: ListeningTestApp;
appPerSuite(createListeningTestApp, (app) => (t = app));

const db = () => t.database.handle.db;
const creditLedger = createCreditLedger({ clock: systemClock });

interface Buyer {
  user: CreatedUser;
  agent: Agent;
}

function buyer(): Promise<Buyer> {
  return loggedInUser(t);
}

async function buy(who: Buyer, packageId: string): Promise<{ orderId: string; captureId: string }> {
  return buyCaptured(t, who.agent, packageId);
}

async function startCall(user: CreatedUser, creditsPerMinute: number): Promise<string> {
  const consultant = await createConsultant(db(), { credits_per_minute: creditsPerMinute });
  const res = await askCreditCall(
    t.app,
    { caller: user.phone, extension: consultant.extension },
    `Bearer ${t.config.telephony.token}`,
  );
  const answer = res.json() as { authorized: boolean; callId: string };
  expect(answer.authorized).toBe(true);
  return answer.callId;
}

/** The call's record; the record id follows from the call, so a retry sends the same record. */
function endCall(user: CreatedUser, callId: string, durationSeconds: number) {
  const record = {
    recordId: `cdr-refund-${callId}`,
    caller: user.phone,
    line: "credit",
    callId,
    startedAt: "2026-11-20T18:30:00Z",
    durationSeconds,
  };
  return postSigned(t.app, "/api/telephony/calls", record, t.config.telephony.secret);
}

const entriesOf = (userId: number) =>
  db()
    .selectFrom("credit_entries")
    .select(["type", "amount", "balance_after"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();

const owedOf = (userId: number) => creditLedger.owed(db(), userId);

const supportMailsAbout = (orderId: string) => rawMailsNaming(t.config.mail.outboxDir, orderId);

const sandboxTool = (path: string) => fetch(`${t.origin}/__sandbox/paypal/tools/${path}`, { method: "POST" });

/**
 * Refunds the whole capture at PayPal and delivers its webhook eleven times at once: PayPal's own
 * delivery and ten more copies under new event ids (a retry storm), all racing.
 */
async function refundDeliveredElevenTimes(orderId: string, captureId: string, value: string): Promise<void> {
  expect((await sandboxTool("webhooks/pause")).status).toBe(200);
  await refundAtPaypal(t.origin, captureId);
  const refundId = await refundIdOf(t.origin, orderId);
  const copies = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      signWebhook(t.origin, refundEvent(t.origin, `WH-COPY-${i}-${refundId}`, { refundId, captureId, value })),
    ),
  );
  const answers = await Promise.all([
    sandboxTool("webhooks/resume"),
    ...copies.map((delivery) => deliverWebhook(t.origin, delivery)),
  ]);
  expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 11 }, () => 200));
}

describe("a refund while the refunded credits are held for a call", () => {
  it("is taken when the call's record ends the hold, and the rest by the next purchase first", async () => {
    const who = await buyer();
    const { orderId, captureId } = await buy(who, "starter");
    const callId = await startCall(who.user, 100);
    expect(await accountOf(db(), who.user.id)).toEqual({ balance: 1000, held: 1000 });

    await refundDeliveredElevenTimes(orderId, captureId, "10.00");
    // Nothing could be taken yet: all of it is held, and owed once.
    expect(await accountOf(db(), who.user.id)).toEqual({ balance: 1000, held: 1000 });
    expect(await owedOf(who.user.id)).toBe(1000);
    expect(await creditOrderOf(t, orderId)).toMatchObject({
      status: "refunded",
      credits_reclaimed: 1000,
      credits_unreclaimed: 0,
    });
    expect(supportMailsAbout(orderId)).toEqual([]);

    // The call cost 200 credits: the other 800 go back at once, 200 stay owed.
    const ended = await Promise.all(Array.from({ length: 5 }, () => endCall(who.user, callId, 120)));
    expect(ended.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await accountOf(db(), who.user.id)).toEqual({ balance: 0, held: 0 });
    expect(await owedOf(who.user.id)).toBe(200);
    expect(await entriesOf(who.user.id)).toEqual([
      { type: "purchase", amount: 1000, balance_after: 1000 },
      { type: "spend", amount: -200, balance_after: 800 },
      { type: "refund", amount: -800, balance_after: 0 },
    ]);

    // Owed credits are not spendable, and the next purchase settles them first.
    const { orderId: nextOrder } = await buy(who, "starter");
    expect(await balanceOf(who.agent)).toBe(800);
    expect(await owedOf(who.user.id)).toBe(0);
    const entries = await entriesOf(who.user.id);
    expect(entries.slice(3)).toEqual([
      { type: "purchase", amount: 1000, balance_after: 1000 },
      { type: "refund", amount: -200, balance_after: 800 },
    ]);
    // The buyer's return page reloaded credits nothing and takes nothing again.
    expect(await returned(who.agent, nextOrder)).toMatchObject({ success: true });
    expect(await balanceOf(who.agent)).toBe(800);
    const described = await db()
      .selectFrom("credit_entries")
      .select("description")
      .where("user_id", "=", who.user.id)
      .where("type", "=", "refund")
      .execute();
    expect(described.map((d) => d.description)).toEqual([
      creditEntryDescriptions.refundOwed,
      creditEntryDescriptions.refundOwed,
    ]);
    expect(supportMailsAbout(orderId)).toEqual([]);
    await expectConsistentAccount(db(), who.user.id);
  });

  it("is taken when the job releases a hold whose record never came", async () => {
    const who = await buyer();
    const { orderId, captureId } = await buy(who, "basis");
    expect(await balanceOf(who.agent)).toBe(2600);
    await startCall(who.user, 100);
    await refundAtPaypal(t.origin, captureId);
    expect(await owedOf(who.user.id)).toBe(2600);
    // No new call while the credits are owed.
    const refused = await askCreditCall(
      t.app,
      { caller: who.user.phone, extension: (await createConsultant(db())).extension },
      `Bearer ${t.config.telephony.token}`,
    );
    expect(refused.json()).toMatchObject({ authorized: false });

    await advanceAppClock(t.app, { hours: 3.1 });
    expect(await accountOf(db(), who.user.id)).toEqual({ balance: 0, held: 0 });
    expect(await owedOf(who.user.id)).toBe(0);
    expect(supportMailsAbout(orderId)).toEqual([]);
    await expectConsistentAccount(db(), who.user.id);
  });

  it("mails support only about credits spent before the refund", async () => {
    const who = await buyer();
    const { orderId, captureId } = await buy(who, "beliebt");
    const spent = await db()
      .transaction()
      .execute((trx) =>
        creditLedger.post(trx, {
          userId: who.user.id,
          type: "spend",
          amount: -2000,
          description: "Beratung mit Luna (20:00 Min.)",
          operationKey: `test-spend-${orderId}`,
        }),
      );
    expect(spent.status).toBe("applied");
    const callId = await startCall(who.user, 100);
    expect(await accountOf(db(), who.user.id)).toEqual({ balance: 3500, held: 3500 });

    await refundAtPaypal(t.origin, captureId);
    expect(await owedOf(who.user.id)).toBe(3500);
    expect(await creditOrderOf(t, orderId)).toMatchObject({ credits_reclaimed: 3500, credits_unreclaimed: 2000 });
    const mails = supportMailsAbout(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/2\.000 Credits/);
    expect(mails[0]).not.toMatch(/3\.500 Credits|5\.500 Credits/);

    // A call that never really started: the whole hold goes back to the refund.
    expect((await endCall(who.user, callId, 0)).statusCode).toBe(200);
    expect(await accountOf(db(), who.user.id)).toEqual({ balance: 0, held: 0 });
    expect(await owedOf(who.user.id)).toBe(0);
    expect(supportMailsAbout(orderId)).toHaveLength(1);
    await expectConsistentAccount(db(), who.user.id);
  });
});
