import { describe, expect, it } from "vitest";
import type { ContractDeclarationConfirmation } from "../../../src/shared/schemas/contract-declarations.ts";
import { addDays, berlinDayOf, berlinEndOfDay } from "../../../src/shared/domain/berlin-time.ts";
import { billingBoundaryAtOrAfter, termsFor } from "../../../src/shared/domain/subscription-terms.ts";
import type { Agent } from "../../support/agent.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import { dayMs, hourMs, weekMs } from "../../support/durations.ts";
import { isMember } from "../../support/telephony.ts";
import { cancellationOf } from "../../support/declarations.ts";
import type { CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import {
  advanceClockTo,
  sandboxNow,
  decideInSandbox,
  endAtPaypal,
  loggedInUser,
  sandboxSubscription,
  startSubscription,
} from "../../support/paypal-sandbox.ts";

// How a membership ends on the sandbox clock when the customer asked for a later end, or when
// PayPal ends it on its own (docs/decisions/0007).

let t: ListeningTestApp;
appPerSuite(createListeningTestApp, (app) => (t = app));

const memberCheck = (phone: string) => isMember(t.app, phone);

const salesOf = async (id: string) => (await sandboxSubscription(t.origin, id)).sales.length;

async function paypalMember(): Promise<{
  user: CreatedUser;
  agent: Agent;
  id: string;
  terms: ReturnType<typeof termsFor>;
}> {
  const { user, agent } = await loggedInUser(t);
  const started = await startSubscription(agent, user.id);
  await decideInSandbox(started.approvalUrl, "approve");
  const remote = await sandboxSubscription(t.origin, started.id);
  return { user, agent, id: started.id, terms: termsFor(new Date(remote.subscription.start_time)) };
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const row = (id: string) =>
  t.database.handle.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("provider_subscription_id", "=", id)
    .executeTakeFirstOrThrow();

describe("the end of a membership on the sandbox clock", () => {
  it("stops PayPal in time for a wished later end, after which nothing is billed and access ends", async () => {
    const { user, agent, id, terms } = await paypalMember();
    // The wished day lies after the minimum term, in the middle of a billing week.
    const wishedDay = addDays(berlinDayOf(terms.minimumTermEndsAt), 17);
    const res = await agent.post("/api/contract-declarations/cancellation", {
      ...cancellationOf(user),
      endOption: "date",
      requestedEndDate: wishedDay,
    });
    const answer = res.json<ContractDeclarationConfirmation>();
    const end = billingBoundaryAtOrAfter(terms, berlinEndOfDay(wishedDay));
    expect(answer).toMatchObject({ outcome: "ended", effectiveEnd: end.toISOString() });

    await advanceClockTo(t.origin, new Date(end.getTime() - dayMs - 2 * hourMs));
    expect((await sandboxSubscription(t.origin, id)).cancelRequests).toBe(0);
    expect(await memberCheck(user.phone)).toBe(true);
    await advanceClockTo(t.origin, new Date(end.getTime() - dayMs + 2 * hourMs));
    const stopped = await sandboxSubscription(t.origin, id);
    expect(stopped.subscription.status).toBe("CANCELLED");
    expect(stopped.cancelRequests).toBe(1);
    const salesAtStop = stopped.sales.length;
    expect(await memberCheck(user.phone)).toBe(true);

    await advanceClockTo(t.origin, new Date(end.getTime() + 3 * weekMs));
    expect(await salesOf(id)).toBe(salesAtStop);
    // Every week up to the end was paid, none after it.
    expect(salesAtStop).toBe(1 + Math.round((end.getTime() - terms.trialEndsAt.getTime()) / weekMs));
    expect(await memberCheck(user.phone)).toBe(false);
  }, 180_000);

  it("ends access with the paid week when PayPal ends the subscription, whatever end was wished", async () => {
    const { user, agent, id, terms } = await paypalMember();
    await advanceClockTo(t.origin, new Date(terms.trialEndsAt.getTime() + weekMs + hourMs));
    const wishedDay = addDays(berlinDayOf(await sandboxNow(t.origin)), 120);
    const res = await agent.post("/api/contract-declarations/cancellation", {
      ...cancellationOf(user),
      endOption: "date",
      requestedEndDate: wishedDay,
    });
    expect(res.statusCode).toBe(200);
    const paidEnd = new Date(terms.trialEndsAt.getTime() + 2 * weekMs);
    expect(Date.parse((await row(id)).access_until ?? "")).toBeGreaterThan(paidEnd.getTime() + 30 * dayMs);

    await endAtPaypal(t.origin, id, "cancel");
    const ended = await waitFor(
      () => row(id),
      (r) => r.provider_status === "CANCELLED",
    );
    expect(ended).toMatchObject({ status: "cancelled", access_until: paidEnd.toISOString() });
    expect(ended.provider_cancelled_at).not.toBeNull();
    expect(await memberCheck(user.phone)).toBe(true);

    await advanceClockTo(t.origin, new Date(paidEnd.getTime() + hourMs));
    expect(await memberCheck(user.phone)).toBe(false);
    // Only the buyer's own cancellation: the portal never asks PayPal again.
    expect((await sandboxSubscription(t.origin, id)).cancelRequests).toBe(1);
  }, 180_000);

  it("ends access with the paid week when PayPal suspends the subscription", async () => {
    const { user, id, terms } = await paypalMember();
    await advanceClockTo(t.origin, new Date(terms.trialEndsAt.getTime() + hourMs));
    await endAtPaypal(t.origin, id, "suspend");
    const suspended = await waitFor(
      () => row(id),
      (r) => r.provider_status === "SUSPENDED",
    );
    const paidEnd = new Date(terms.trialEndsAt.getTime() + weekMs);
    expect(suspended).toMatchObject({ status: "cancelled", access_until: paidEnd.toISOString() });
    await advanceClockTo(t.origin, new Date(paidEnd.getTime() + hourMs));
    expect(await memberCheck(user.phone)).toBe(false);
  }, 180_000);
});
