import { describe, expect, it } from "vitest";
import { systemClock } from "../../../src/server/lib/clock.ts";
import { createCreditLedger } from "../../../src/server/modules/credits/credit-ledger.ts";
import type { Agent } from "../../support/agent.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import { balanceOf, refundAtPaypal, returned, creditOrderOf, buyCaptured } from "../../support/credit-purchase.ts";
import { rawMailsNaming } from "../../support/outbox-mails.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { deliverWebhook, loggedInUser, refundEvent, refundIdOf, signWebhook } from "../../support/paypal-sandbox.ts";
import { setOwnLimits } from "../../support/spending.ts";

// A refund or reversal at PayPal takes the purchase's credits back as far as the balance
// allows, books credits held for a running call as owed, and mails support about credits
// spent before (docs/decisions/0012).

let t: ListeningTestApp;
appPerSuite(createListeningTestApp, (app) => (t = app));

const db = () => t.database.handle.db;
const creditLedger = createCreditLedger({ clock: systemClock });

async function bought(packageId: string): Promise<{ agent: Agent; id: number; orderId: string; captureId: string }> {
  const { user, agent } = await loggedInUser(t);
  // The largest package costs more than the default monthly spending limit.
  await setOwnLimits(db(), user.id, { monthlyCents: null });
  const { orderId, captureId } = await buyCaptured(t, agent, packageId);
  return { agent, id: user.id, orderId, captureId };
}

const refundsOf = (userId: number) =>
  db()
    .selectFrom("credit_entries")
    .select(["type", "amount", "balance_after", "description"])
    .where("user_id", "=", userId)
    .where("type", "=", "refund")
    .orderBy("id")
    .execute();

async function credit(userId: number, amount: number, key: string): Promise<void> {
  await db()
    .transaction()
    .execute((trx) =>
      creditLedger.post(trx, { userId, type: "purchase", amount, description: "Kauf: Test", operationKey: key }),
    );
}

/** The support mails in the outbox that name this order. */
const supportMailsAbout = (orderId: string) => rawMailsNaming(t.config.mail.outboxDir, orderId);

describe("PAYMENT.CAPTURE.REFUNDED and REVERSED for a credit package", () => {
  it("takes the whole purchase back when the credits are still there", async () => {
    const { agent, id, orderId, captureId } = await bought("beliebt");
    expect(await balanceOf(agent)).toBe(5500);
    await refundAtPaypal(t.origin, captureId);
    expect(await balanceOf(agent)).toBe(0);
    expect(await refundsOf(id)).toEqual([
      { type: "refund", amount: -5500, balance_after: 0, description: "Erstattung: Beliebtes Paket" },
    ]);
    expect(await creditOrderOf(t, orderId)).toMatchObject({
      status: "refunded",
      refunded_cents: 5000,
      credits_reclaimed: 5500,
      credits_unreclaimed: 0,
    });
    expect(supportMailsAbout(orderId)).toEqual([]);
    // The buyer's return page reloaded afterwards credits nothing again.
    expect(await returned(agent, orderId)).toMatchObject({ success: true });
    expect(await balanceOf(agent)).toBe(0);
  });

  it("takes only what is left after spending, and tells support about the rest", async () => {
    const { agent, id, orderId, captureId } = await bought("beliebt");
    const spent = await db()
      .transaction()
      .execute((trx) =>
        creditLedger.post(trx, {
          userId: id,
          type: "spend",
          amount: -5200,
          description: "Beratung mit Luna (86:40 Min.)",
          operationKey: `test-spend-${orderId}`,
        }),
      );
    expect(spent.status).toBe("applied");
    await refundAtPaypal(t.origin, captureId);
    expect(await balanceOf(agent)).toBe(0);
    expect(await refundsOf(id)).toEqual([
      { type: "refund", amount: -300, balance_after: 0, description: "Erstattung: Beliebtes Paket" },
    ]);
    expect(await creditOrderOf(t, orderId)).toMatchObject({ credits_reclaimed: 300, credits_unreclaimed: 5200 });
    const mails = supportMailsAbout(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${t.config.site.supportEmail}`);
    expect(mails[0]).toContain(captureId);
    expect(mails[0]).toMatch(/5\.200 Credits/);
  });

  it("books credits held for a running call as owed, and tells support nothing", async () => {
    const { agent, id, orderId, captureId } = await bought("starter");
    expect(
      await db()
        .transaction()
        .execute((trx) => creditLedger.hold(trx, id, 1000)),
    ).toBe(true);
    await refundAtPaypal(t.origin, captureId);
    expect(await balanceOf(agent)).toBe(1000);
    expect(await creditLedger.owed(db(), id)).toBe(1000);
    expect(await refundsOf(id)).toEqual([]);
    expect(await creditOrderOf(t, orderId)).toMatchObject({
      status: "refunded",
      credits_reclaimed: 1000,
      credits_unreclaimed: 0,
    });
    expect(supportMailsAbout(orderId)).toEqual([]);
  });

  it("takes back a share for a partial refund, and the rest on the reversal", async () => {
    const { agent, id, orderId, captureId } = await bought("kosmos");
    expect(await balanceOf(agent)).toBe(24000);
    await refundAtPaypal(t.origin, captureId, { amount: "50.00" });
    expect(await balanceOf(agent)).toBe(18000);
    expect(await creditOrderOf(t, orderId)).toMatchObject({ status: "partially_refunded", refunded_cents: 5000 });
    await refundAtPaypal(t.origin, captureId, { reverse: true });
    expect(await balanceOf(agent)).toBe(0);
    expect((await refundsOf(id)).map((r) => r.amount)).toEqual([-6000, -18000]);
    expect(await creditOrderOf(t, orderId)).toMatchObject({ status: "refunded", refunded_cents: 20000 });
  });

  it("changes nothing when the same refund arrives again, under the same or a new event id", async () => {
    const { agent, id, orderId, captureId } = await bought("basis");
    await refundAtPaypal(t.origin, captureId);
    expect(await balanceOf(agent)).toBe(0);
    await credit(id, 2600, `test-topup-${orderId}`);

    const refundId = await refundIdOf(t.origin, orderId);
    const event = (eventId: string) => refundEvent(t.origin, eventId, { refundId, captureId, value: "25.00" });
    for (const eventId of [`WH-TEST-${refundId}`, `WH-TEST-${refundId}`, `WH-TEST-AGAIN-${refundId}`]) {
      const res = await deliverWebhook(t.origin, await signWebhook(t.origin, event(eventId)));
      expect(res.status).toBe(200);
    }
    expect(await balanceOf(agent)).toBe(2600);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await creditOrderOf(t, orderId)).toMatchObject({ refunded_cents: 2500, credits_reclaimed: 2600 });
  });
});
