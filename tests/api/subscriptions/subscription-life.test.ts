import { describe, expect, it } from "vitest";
import type { CancelSubscriptionResponse } from "../../../src/shared/schemas/subscriptions.ts";
import type { User } from "../../../src/shared/schemas/users.ts";
import {
  cancellationEffectiveAt,
  providerCancelDueAt,
  termsFor,
} from "../../../src/shared/domain/subscription-terms.ts";
import type { Agent } from "../../support/agent.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import { hourMs, weekMs } from "../../support/durations.ts";
import { askMemberCheck } from "../../support/telephony.ts";
import { type ListeningTestApp } from "../../support/listening-app.ts";
import {
  advanceClockTo,
  sandboxNow,
  decideInSandbox,
  loggedInUser,
  sandboxSubscription,
  startSubscription,
} from "../../support/paypal-sandbox.ts";
import { createListeningTestAppWithMail, type WithSmtp } from "../../support/app-with-mail.ts";

let t: WithSmtp<ListeningTestApp>;
appPerSuite(createListeningTestAppWithMail, (app) => (t = app));

async function memberCheck(phone: string): Promise<boolean> {
  const res = await askMemberCheck(t.app, phone);
  expect(res.statusCode).toBe(200);
  return res.json<{ member: boolean }>().member;
}

const paidCents = async (userId: number) =>
  (
    await t.database.handle.db
      .selectFrom("payments")
      .select(["amount_cents", "paid_at"])
      .where("user_id", "=", userId)
      .orderBy("paid_at")
      .execute()
  ).map((p) => p.amount_cents);

const me = async (agent: Agent) => (await agent.get("/api/auth/me")).json<User>();

describe("a whole membership on the sandbox clock", () => {
  it("trial, weekly renewals, cancellation in the minimum term, provider cancel once, then no access", async () => {
    const { user, agent } = await loggedInUser(t);
    const started = await startSubscription(agent, user.id);
    const subscriptionId = started.id;
    await decideInSandbox(started.approvalUrl, "approve");
    const terms = termsFor(new Date((await sandboxSubscription(t.origin, subscriptionId)).subscription.start_time));
    expect(await paidCents(user.id)).toEqual([100]);
    expect(await memberCheck(user.phone)).toBe(true);
    // The contract is confirmed by one mail (docs/decisions/0022).
    const [confirmation] = await t.smtp.waitFor(1);
    expect(confirmation?.to).toEqual([user.email]);
    expect(confirmation?.raw).toContain("Vertragsbest");

    // The trial ends after a calendar month: the first weekly fee, then one every 7 days.
    await advanceClockTo(t.origin, new Date(terms.trialEndsAt.getTime() - hourMs));
    expect(await paidCents(user.id)).toEqual([100]);
    await advanceClockTo(t.origin, new Date(terms.trialEndsAt.getTime() + hourMs));
    expect(await paidCents(user.id)).toEqual([100, 499]);
    expect((await me(agent)).subscription?.nextBillingDate).toBe(
      new Date(terms.trialEndsAt.getTime() + weekMs).toISOString(),
    );
    await advanceClockTo(t.origin, new Date(terms.trialEndsAt.getTime() + 2 * weekMs + hourMs));
    expect(await paidCents(user.id)).toEqual([100, 499, 499, 499]);

    // Cancelled inside the minimum term: access lasts to the week in which the term ends.
    const cancelledAt = await sandboxNow(t.origin);
    const accessUntil = cancellationEffectiveAt(terms, cancelledAt);
    expect(accessUntil.getTime()).toBeGreaterThanOrEqual(terms.minimumTermEndsAt.getTime());
    const res = await agent.post("/api/subscription/cancel");
    expect(res.statusCode).toBe(200);
    const answer = res.json<CancelSubscriptionResponse>();
    expect(answer.effectiveEndDate).toBe(accessUntil.toISOString());
    expect(answer.subscription).toMatchObject({
      status: "cancelled",
      endDate: accessUntil.toISOString(),
      nextBillingDate: null,
    });
    const day = new Intl.DateTimeFormat("de-DE", {
      timeZone: "Europe/Berlin",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }).format(accessUntil);
    expect(answer.message).toBe(`Ihre Mitgliedschaft wurde gekündigt. Sie haben Zugang bis zum ${day}.`);
    // The confirmation, a receipt mail for each of the three weekly fees (docs/decisions/0034), the cancellation.
    const mails = await t.smtp.waitFor(5);
    expect(mails.filter((m) => m.raw.includes("Ihre_Zahlung_ist_eingegangen"))).toHaveLength(3);
    const mail = mails.find((m) => m.raw.includes(day) && !m.raw.includes("Ihre_Zahlung_ist_eingegangen"));
    expect(mail?.to).toEqual([user.email]);

    // Still a member, still billed weekly, until the provider subscription is cancelled a day before the end.
    const cancelDue = providerCancelDueAt(accessUntil, cancelledAt);
    await advanceClockTo(t.origin, new Date(cancelDue.getTime() - 2 * hourMs));
    expect((await sandboxSubscription(t.origin, subscriptionId)).cancelRequests).toBe(0);
    expect((await me(agent)).hasActiveSubscription).toBe(true);
    await advanceClockTo(t.origin, new Date(cancelDue.getTime() + 2 * hourMs));
    const remote = await sandboxSubscription(t.origin, subscriptionId);
    expect(remote.subscription.status).toBe("CANCELLED");
    expect(remote.cancelRequests).toBe(1);
    const row = await t.database.handle.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("provider_subscription_id", "=", subscriptionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "cancelled",
      access_until: accessUntil.toISOString(),
      provider_status: "CANCELLED",
    });
    expect(row.provider_cancelled_at).not.toBeNull();
    expect((await me(agent)).hasActiveSubscription).toBe(true);
    expect(await memberCheck(user.phone)).toBe(true);

    // After the end: no access, no further payment, no second cancel call.
    await advanceClockTo(t.origin, new Date(accessUntil.getTime() + 2 * weekMs));
    const renewals = Math.round((accessUntil.getTime() - terms.trialEndsAt.getTime()) / weekMs);
    expect(await paidCents(user.id)).toEqual([100, ...Array.from({ length: renewals }, () => 499)]);
    expect((await sandboxSubscription(t.origin, subscriptionId)).cancelRequests).toBe(1);
    const after = await me(agent);
    expect(after.hasActiveSubscription).toBe(false);
    expect(after.subscription).toBeNull();
    expect(await memberCheck(user.phone)).toBe(false);
    // Besides the confirmation and the cancellation, only the receipt mail of each weekly fee.
    const receiptMails = t.smtp.mails.filter((m) => m.raw.includes("Ihre_Zahlung_ist_eingegangen"));
    expect(receiptMails).toHaveLength(renewals);
    expect(t.smtp.mails).toHaveLength(2 + renewals);
  }, 180_000);
});
