import { describe, expect, it } from "vitest";
import { berlinMonthPeriod } from "../../../src/shared/domain/spending.ts";
import type { SpendingView } from "../../../src/shared/schemas/spending.ts";
import { spendingMessages } from "../../../src/server/modules/spending/index.ts";
import { createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import {
  balanceOf,
  buyAndApprove,
  captureAtPaypal,
  creditOrderOf,
  flushWebhooks,
  pauseWebhooks,
  processReturn,
  resumeWebhooks,
  sandboxOrder,
  startCreditPurchase,
} from "../../support/credit-purchase.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { loggedInUser, login } from "../../support/paypal-sandbox.ts";
import { askMemberCheck } from "../../support/telephony.ts";
import { setOwnLimits } from "../../support/spending.ts";

// The spending cap is asked again when a credit order's money is taken, not only when the order
// is started (docs/decisions/0030): orders started one after another or in parallel tabs all
// passed at their start, since nothing was paid yet. Played against the PayPal sandbox over HTTP.

let t: ListeningTestApp;
appPerSuite(
  () => createListeningTestApp({ TELEPHONY_TOKEN: "demo-telephony-token" }),
  (app) => (t = app),
);

const db = () => t.database.handle.db;

/** A buyer (a member, when asked) with a monthly limit of `monthlyCents`, as chosen long ago. */
async function buyerWithLimit(
  monthlyCents: number,
  options: { member?: boolean } = {},
): Promise<{ agent: Agent; id: number; phone: string }> {
  const user = options.member ? await createMember(db()) : await createUser(db());
  const agent = createAgent(t.app, { origin: t.origin });
  await login(agent, user);
  await setOwnLimits(db(), user.id, { monthlyCents });
  return { agent, id: user.id, phone: user.phone };
}

const monthLimitText = (limitCents: number) =>
  spendingMessages.overLimit(limitCents, "month", berlinMonthPeriod(new Date()).resetsAt.toISOString());

const creditPaymentsOf = (userId: number) =>
  db().selectFrom("payments").selectAll().where("user_id", "=", userId).where("purpose", "=", "credits").execute();

/** How many of the orders PayPal captured; the others must still be waiting, approved and uncaptured. */
async function capturedAtPaypal(orderIds: string[]): Promise<number> {
  let captured = 0;
  for (const id of orderIds) {
    const order = await sandboxOrder(t.origin, id);
    const captures = order.purchase_units[0]?.payments?.captures ?? [];
    if (order.status === "COMPLETED") captured += 1;
    else {
      expect(order.status).toBe("APPROVED");
      expect(captures).toEqual([]);
    }
  }
  return captured;
}

const spendingOf = async (agent: Agent) => (await agent.get("/api/spending")).json<SpendingView>();

describe("capturing credit orders under a spending limit", () => {
  it("captures only what fits when four 25 € orders, started one after another, are paid one after another", async () => {
    const buyer = await buyerWithLimit(3_000);
    const orders: string[] = [];
    // Each start passes: nothing is paid yet.
    for (let i = 0; i < 4; i += 1) orders.push((await buyAndApprove(buyer.agent, "basis")).orderId);

    const answers = [];
    for (const orderId of orders) answers.push(await processReturn(buyer.agent, orderId));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 409, 409, 409]);
    expect(answers[0]?.json()).toMatchObject({ success: true, creditsAdded: 2_600 });
    for (const refused of answers.slice(1)) expect(refused.json()).toEqual({ message: monthLimitText(3_000) });

    // The refused orders stay uncaptured at PayPal, and their webhooks change nothing.
    await flushWebhooks(t.origin);
    expect(await capturedAtPaypal(orders)).toBe(1);
    expect(await balanceOf(buyer.agent)).toBe(2_600);
    expect((await creditPaymentsOf(buyer.id)).map((p) => p.amount_cents)).toEqual([2_500]);
    for (const orderId of orders.slice(1)) expect(await creditOrderOf(t, orderId)).toMatchObject({ status: "created" });
    const view = await spendingOf(buyer.agent);
    expect(view.month.spent.creditPurchases).toBe(2_500);
    expect(view.month.heldCents).toBe(0);
  });

  it("captures only what fits when four 25 € orders are started and paid at the same moment (parallel tabs)", async () => {
    const buyer = await buyerWithLimit(3_000);
    const orders = (await Promise.all(Array.from({ length: 4 }, () => buyAndApprove(buyer.agent, "basis")))).map(
      (o) => o.orderId,
    );
    const answers = await Promise.all(orders.map((orderId) => processReturn(buyer.agent, orderId)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(3);
    for (const res of refused) expect(res.json()).toEqual({ message: monthLimitText(3_000) });

    await flushWebhooks(t.origin);
    expect(await capturedAtPaypal(orders)).toBe(1);
    expect(await balanceOf(buyer.agent)).toBe(2_600);
    expect(await creditPaymentsOf(buyer.id)).toHaveLength(1);
    expect((await spendingOf(buyer.agent)).month.heldCents).toBe(0);
  });

  it("captures one order once when its return comes ten times at once, though the limit fits it only once", async () => {
    const buyer = await buyerWithLimit(2_500);
    const { orderId } = await buyAndApprove(buyer.agent, "basis");
    const answers = await Promise.all(Array.from({ length: 10 }, () => processReturn(buyer.agent, orderId)));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, creditsAdded: 2_600 });
    }
    await flushWebhooks(t.origin);
    expect(await balanceOf(buyer.agent)).toBe(2_600);
    expect(await creditPaymentsOf(buyer.id)).toHaveLength(1);
    expect((await spendingOf(buyer.agent)).month.heldCents).toBe(0);
  });

  it("checks a refused order again when it is paid later: refused while the limit stands, captured once it allows", async () => {
    const buyer = await buyerWithLimit(3_000);
    const first = await buyAndApprove(buyer.agent, "basis");
    const second = await buyAndApprove(buyer.agent, "basis");
    expect((await processReturn(buyer.agent, first.orderId)).statusCode).toBe(200);
    expect((await processReturn(buyer.agent, second.orderId)).json()).toEqual({ message: monthLimitText(3_000) });
    expect((await processReturn(buyer.agent, second.orderId)).json()).toEqual({ message: monthLimitText(3_000) });
    expect(await capturedAtPaypal([second.orderId])).toBe(0);

    await setOwnLimits(db(), buyer.id, { monthlyCents: 5_000 });
    const paid = await processReturn(buyer.agent, second.orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await capturedAtPaypal([second.orderId])).toBe(1);
    expect(await balanceOf(buyer.agent)).toBe(5_200);
  });

  it("gives back what a capture PayPal declined held, so the next order fits", async () => {
    const buyer = await buyerWithLimit(3_000);
    const declined = await startCreditPurchase(buyer.agent, "basis");
    const response = await fetch(new URL("/__sandbox/paypal/checkoutnow", t.origin), {
      method: "POST",
      body: new URLSearchParams({ token: declined.orderId, decision: "approve-declined" }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    const next = await buyAndApprove(buyer.agent, "basis");
    expect((await processReturn(buyer.agent, declined.orderId)).statusCode).toBe(400);
    expect((await spendingOf(buyer.agent)).month.heldCents).toBe(0);
    expect((await processReturn(buyer.agent, next.orderId)).statusCode).toBe(200);
    expect(await balanceOf(buyer.agent)).toBe(2_600);
  });

  it("holds a capture whose outcome PayPal left open against the limit, without refusing a call as running", async () => {
    const buyer = await buyerWithLimit(3_000, { member: true });
    const { orderId } = await buyAndApprove(buyer.agent, "basis");
    const failed = await processReturn(buyer.agent, orderId, {
      mock: JSON.stringify({ mock_application_codes: "INTERNAL_SERVER_ERROR" }),
    });
    expect(failed.statusCode).toBe(502);
    // PayPal may have taken the money: its 25 € stay held until the capture is known.
    const view = await spendingOf(buyer.agent);
    expect(view.month.heldCents).toBe(2_500);
    expect(view.month.remainingCents).toBe(500);
    // A second 10 € package no longer fits at its start.
    const other = await buyer.agent.post("/api/credits/purchase/paypal", {
      packageId: "starter",
      earlyStartConsent: true,
    });
    expect(other.json()).toEqual({ message: monthLimitText(3_000) });
    // A call may still start, for what is left beside the held purchase.
    const check = (await askMemberCheck(t.app, buyer.phone)).json<{ mayStart: boolean; maxSeconds?: number }>();
    expect(check).toMatchObject({ mayStart: true, maxSeconds: Math.floor((500 * 60) / 69) });
  });
});

describe("capturing credit orders during a pause", () => {
  it("refuses to capture an order started before a 30-day pause, with the pause's text, also when tried again", async () => {
    const { user, agent } = await loggedInUser(t);
    const { orderId } = await buyAndApprove(agent, "basis");
    const paused = await agent.post("/api/spending/pause", { length: "30d" });
    expect(paused.statusCode).toBe(200);
    const pauseText = spendingMessages.pausedPurchase(paused.json<SpendingView>().pause?.endsAt ?? null);

    for (let i = 0; i < 2; i += 1) {
      const refused = await processReturn(agent, orderId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: pauseText });
    }
    // The approval's webhook (CHECKOUT.ORDER.APPROVED) captures nothing either.
    await flushWebhooks(t.origin);
    expect(await capturedAtPaypal([orderId])).toBe(0);
    expect(await balanceOf(agent)).toBe(0);
    expect(await creditPaymentsOf(user.id)).toEqual([]);
    expect(await creditOrderOf(t, orderId)).toMatchObject({ status: "created", capture_requested_at: null });
  });

  it("refuses every one of orders paid at once in parallel tabs during a pause", async () => {
    const { user, agent } = await loggedInUser(t);
    const orders = (await Promise.all(Array.from({ length: 3 }, () => buyAndApprove(agent, "starter")))).map(
      (o) => o.orderId,
    );
    expect((await agent.post("/api/spending/pause", { length: "24h" })).statusCode).toBe(200);
    const answers = await Promise.all(orders.map((orderId) => processReturn(agent, orderId)));
    expect(answers.map((res) => res.statusCode)).toEqual([409, 409, 409]);
    for (const res of answers)
      expect(res.json<{ message: string }>().message).toMatch(/^Sie haben eine Pause eingelegt\./);
    await flushWebhooks(t.origin);
    expect(await capturedAtPaypal(orders)).toBe(0);
    expect(await creditPaymentsOf(user.id)).toEqual([]);
  });

  it("still books money PayPal took before the pause began, through the webhook and the return", async () => {
    const { agent } = await loggedInUser(t);
    const { orderId, back } = await buyAndApprove(agent, "basis");
    expect(back.searchParams.get("token")).toBe(orderId);
    await pauseWebhooks(t.origin);
    try {
      // The portal's process stopped right after PayPal captured; then the buyer paused.
      await captureAtPaypal(t.origin, orderId);
      expect((await agent.post("/api/spending/pause", { length: "30d" })).statusCode).toBe(200);
      const answer = await processReturn(agent, orderId);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ success: true, creditsAdded: 2_600 });
    } finally {
      await resumeWebhooks(t.origin);
    }
    await flushWebhooks(t.origin);
    expect(await balanceOf(agent)).toBe(2_600);
  });
});
