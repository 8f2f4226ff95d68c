import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnerDeclaration } from "../../../src/shared/schemas/contract-declarations.ts";
import type { ResumeSubscriptionResponse } from "../../../src/shared/schemas/subscriptions.ts";
import type { User } from "../../../src/shared/schemas/users.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { isMember } from "../../support/telephony.ts";
import {
  cancellationOf,
  cancellationUrl,
  declare,
  loggedIn,
  nextIp,
  subscriptionOf,
} from "../../support/declarations.ts";
import { dayMs } from "../../support/durations.ts";
import { createMember } from "../../../src/server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

const mine = async (agent: Agent) =>
  (await agent.get("/api/contract-declarations/mine")).json<{ declarations: OwnerDeclaration[] }>().declarations;

const memberCheck = (phone: string) => isMember(t.app, phone);

describe("the owner of an account someone cancelled for", () => {
  it("sees the waiting cancellation at the next login, confirms it there, and sees it until it is acknowledged", async () => {
    const member = await createMember(db());
    const stranger = await declare(t, cancellationUrl, cancellationOf(member, { email: "fremd@example.de" }));
    const agent = await loggedIn(t, member);
    expect(await mine(agent)).toEqual([
      expect.objectContaining({ reference: stranger.reference, kind: "cancellation", status: "awaitingOwner" }),
    ]);
    expect((await subscriptionOf(t, member.id)).status).toBe("active");
    const own = await agent.post(cancellationUrl, cancellationOf(member));
    expect(own.statusCode).toBe(200);
    expect((await mine(agent)).map((d) => d.reference)).toEqual([stranger.reference]);

    const confirmed = await agent.post(`/api/contract-declarations/${stranger.reference}/decision`, {
      decision: "confirm",
    });
    expect(confirmed.json<OwnerDeclaration>()).toMatchObject({ status: "applied", receivedAt: stranger.receivedAt });
    const ack = await agent.post(`/api/contract-declarations/${stranger.reference}/acknowledge`);
    expect(ack.statusCode).toBe(200);
    expect(await mine(agent)).toEqual([]);
    expect((await agent.get("/api/contract-declarations/mine")).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/contract-declarations/mine" })).statusCode).toBe(401);
  });

  it('says "Das war ich nicht" to a waiting cancellation: nothing changes', async () => {
    const member = await createMember(db());
    const stranger = await declare(t, cancellationUrl, cancellationOf(member, { name: "Jemand Anderes" }));
    const agent = await loggedIn(t, member);
    const rejected = await agent.post(`/api/contract-declarations/${stranger.reference}/decision`, {
      decision: "reject",
    });
    expect(rejected.json<OwnerDeclaration>().status).toBe("rejected");
    expect(await subscriptionOf(t, member.id)).toMatchObject({ status: "active", access_until: null });
  });

  it("keeps a waiting declaration in the profile after the 90 days in which other notices show", async () => {
    const member = await createMember(db());
    const stranger = await declare(t, cancellationUrl, cancellationOf(member, { email: "fremd@example.de" }));
    await db()
      .updateTable("contract_declarations")
      .set({ received_at: new Date(Date.now() - 120 * dayMs).toISOString() })
      .where("reference", "=", stranger.reference)
      .execute();
    const agent = await loggedIn(t, member);
    expect((await mine(agent)).map((d) => d.reference)).toEqual([stranger.reference]);
  });

  it("takes the cancellation back: the membership runs on and the provider is never stopped", async () => {
    const member = await createMember(db());
    const agent = await loggedIn(t, member);
    expect((await agent.post(cancellationUrl, cancellationOf(member))).statusCode).toBe(200);
    const before = (await agent.get("/api/auth/me")).json<User>();
    expect(before.subscription).toMatchObject({ status: "cancelled", cancellationRevocable: true });

    const res = await agent.post("/api/subscription/resume");
    expect(res.statusCode).toBe(200);
    const body = res.json<ResumeSubscriptionResponse>();
    expect(body.message).toBe("Ihre Kündigung wurde zurückgenommen. Ihre Mitgliedschaft läuft weiter.");
    expect(body.subscription).toMatchObject({ status: "active", endDate: null, cancellationRevocable: false });
    expect(await subscriptionOf(t, member.id)).toMatchObject({
      status: "active",
      access_until: null,
      provider_cancel_due_at: null,
    });
    expect(await memberCheck(member.phone)).toBe(true);
    // Taking it back twice is harmless.
    expect((await agent.post("/api/subscription/resume")).statusCode).toBe(200);
  });

  it("cannot take it back once the provider subscription is being stopped", async () => {
    const member = await createMember(db());
    const agent = await loggedIn(t, member);
    expect((await agent.post("/api/subscription/cancel")).statusCode).toBe(200);
    await db()
      .updateTable("subscriptions")
      .set({ provider_cancel_claimed_at: new Date().toISOString() })
      .where("user_id", "=", member.id)
      .execute();
    const res = await agent.post("/api/subscription/resume");
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain("kann nicht mehr zurückgenommen werden");
    expect((await subscriptionOf(t, member.id)).status).toBe("cancelled");
    expect((await agent.get("/api/auth/me")).json<User>().subscription?.cancellationRevocable).toBe(false);
  });

  it("answers 404 without a membership and 401 to guests", async () => {
    const member = await createMember(db(), {
      status: "cancelled",
      accessUntil: new Date(Date.now() - dayMs).toISOString(),
    });
    const agent = await loggedIn(t, member);
    expect((await agent.post("/api/subscription/resume")).statusCode).toBe(404);
    const guest = createAgent(t.app, { ip: nextIp() });
    expect((await guest.post("/api/subscription/resume")).statusCode).toBe(401);
  });
});

describe("access and what was paid", () => {
  async function billedMember(paidUntil: Date) {
    const member = await createMember(db(), { startedAt: new Date(Date.now() - 60 * dayMs) });
    await db()
      .updateTable("subscriptions")
      .set({ paid_until: paidUntil.toISOString() })
      .where("user_id", "=", member.id)
      .execute();
    return member;
  }

  it("keeps access for 3 days after the paid period while a renewal may still arrive, not longer", async () => {
    const late = await billedMember(new Date(Date.now() - 2 * dayMs));
    expect(await memberCheck(late.phone)).toBe(true);
    const lapsed = await billedMember(new Date(Date.now() - 3 * dayMs - 60_000));
    expect(await memberCheck(lapsed.phone)).toBe(false);
    const agent = await loggedIn(t, lapsed);
    expect((await agent.get("/api/auth/me")).json<User>().hasActiveSubscription).toBe(false);
  });

  it("never outlasts the paid period, whatever end a cancellation asked for", async () => {
    const member = await billedMember(new Date(Date.now() - 4 * dayMs));
    await db()
      .updateTable("subscriptions")
      .set({ status: "cancelled", access_until: new Date(Date.now() + 200 * dayMs).toISOString() })
      .where("user_id", "=", member.id)
      .execute();
    expect(await memberCheck(member.phone)).toBe(false);
  });
});
