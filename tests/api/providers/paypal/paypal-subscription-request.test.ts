import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../../support/agent.ts";
import { createMember, createUser } from "../../../../src/server/db/seed/factories.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../../support/listening-app.ts";
import { login, subscriptionRequest } from "../../../support/paypal-sandbox.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

const loginRequired = { message: "Sie müssen angemeldet sein, um ein Abonnement abzuschließen." };
const pendingOf = (userId: number) =>
  t.database.handle.db.selectFrom("subscriptions").selectAll().where("user_id", "=", userId).execute();

describe("POST /paypal/subscription", () => {
  it("needs a login (or this browser's new account) for the user id in the body", async () => {
    const user = await createUser(t.database.handle.db);
    const guest = await createAgent(t.app, { origin: t.origin }).post(
      "/paypal/subscription",
      subscriptionRequest(user.id),
    );
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(loginRequired);

    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, user);
    const noId = await agent.post("/paypal/subscription", subscriptionRequest(null));
    expect(noId.statusCode).toBe(401);
    expect(noId.json()).toEqual(loginRequired);
    const otherId = await agent.post("/paypal/subscription", subscriptionRequest(user.id + 1000));
    expect(otherId.statusCode).toBe(403);
    expect(otherId.json()).toEqual(loginRequired);
    expect(await pendingOf(user.id)).toHaveLength(0);
  });

  it("accepts only the Premium plan with its own amounts", async () => {
    const user = await createUser(t.database.handle.db);
    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, user);
    const wrongPlan = await agent.post("/paypal/subscription", subscriptionRequest(user.id, { planId: "gold" }));
    expect(wrongPlan.statusCode).toBe(400);
    expect(wrongPlan.json()).toEqual({ message: "Dieser Tarif ist nicht verfügbar." });
    for (const change of [
      { trialAmount: 0.01 },
      { recurringAmount: 0.99 },
      { currency: "USD" },
      { recurringPeriod: "MONTH" },
      { minimumCommitmentMonths: 0 },
    ]) {
      const res = await agent.post("/paypal/subscription", subscriptionRequest(user.id, change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Die Angaben stimmen nicht mit dem Premium-Tarif überein." });
    }
    expect(await pendingOf(user.id)).toHaveLength(0);
  });

  it("refuses a new membership while the account pauses, before PayPal is asked", async () => {
    const user = await createUser(t.database.handle.db);
    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, user);
    expect((await agent.post("/api/spending/pause", { length: "7d" })).statusCode).toBe(200);
    const res = await agent.post("/paypal/subscription", subscriptionRequest(user.id));
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toMatch(/^Sie haben eine Pause eingelegt\. Käufe sind bis /);
    expect(await pendingOf(user.id)).toHaveLength(0);
  });

  it("works under /api/paypal/subscription too, with the server's own return addresses", async () => {
    const user = await createUser(t.database.handle.db);
    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, user);
    const res = await agent.post("/api/paypal/subscription", subscriptionRequest(user.id));
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: string; approvalUrl: string; links: { rel: string; href: string }[] }>();
    expect(body.links.map((l) => l.rel)).toEqual(["approve", "edit", "self"]);
    expect(body.links[0]?.href).toBe(body.approvalUrl);
    const page = (await (await fetch(body.approvalUrl)).text()).replace(/\u00a0/g, " ");
    expect(page).toContain("Zahlung genehmigen");
    expect(page).toContain("Abbrechen");
    expect(page).toContain("1,00 € für 1 Monat, danach 4,99 € pro Woche");
  });

  it("refuses a member who already has Premium", async () => {
    const member = await createMember(t.database.handle.db);
    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, member);
    const res = await agent.post("/paypal/subscription", subscriptionRequest(member.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Sie haben bereits eine aktive Premium-Mitgliedschaft." });
  });

  it("refuses a request from another site", async () => {
    const user = await createUser(t.database.handle.db);
    const agent = createAgent(t.app, { origin: "https://evil.example" });
    const res = await agent.post("/paypal/subscription", subscriptionRequest(user.id), {
      headers: { cookie: "sid=x" },
    });
    expect(res.statusCode).toBe(403);
  });
});
