import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultant, createUser } from "../../../src/server/db/seed/factories.ts";
import { favouriteMessages } from "../../../src/shared/schemas/favourites.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { expectGermanRefusal } from "../../support/german-refusal.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

async function signedIn(): Promise<{ agent: Agent; userId: number }> {
  const user = await createUser(db());
  const agent = createAgent(t.app);
  await login(agent, user);
  return { agent, userId: user.id };
}

async function rowsOf(userId: number) {
  const [favourites, alerts] = await Promise.all([
    db().selectFrom("favourites").selectAll().where("user_id", "=", userId).execute(),
    db().selectFrom("availability_alerts").selectAll().where("user_id", "=", userId).execute(),
  ]);
  return { favourites, alerts };
}

describe("favourites", () => {
  it("sets, lists and removes a favourite, each write idempotent", async () => {
    const { agent, userId } = await signedIn();
    const consultant = await createConsultant(db());
    expect((await agent.get("/api/favourites")).json()).toEqual({ favourites: [] });

    for (let i = 0; i < 2; i += 1) {
      const res = await agent.put(`/api/favourites/${consultant.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ favourites: [{ consultantId: consultant.id, alert: null }] });
    }
    expect((await rowsOf(userId)).favourites).toHaveLength(1);

    for (let i = 0; i < 2; i += 1) {
      const res = await agent.delete(`/api/favourites/${consultant.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ favourites: [] });
    }
  });

  it("turns the alert on and off, changes its hours, and removes it with the favourite", async () => {
    const { agent, userId } = await signedIn();
    const consultant = await createConsultant(db());
    await agent.put(`/api/favourites/${consultant.id}`);

    const on = await agent.put(`/api/favourites/${consultant.id}/alert`, { anyHour: false });
    expect(on.json()).toEqual({ favourites: [{ consultantId: consultant.id, alert: { anyHour: false } }] });
    const changed = await agent.put(`/api/favourites/${consultant.id}/alert`, { anyHour: true });
    expect(changed.json()).toEqual({ favourites: [{ consultantId: consultant.id, alert: { anyHour: true } }] });
    expect((await rowsOf(userId)).alerts).toHaveLength(1);

    const off = await agent.delete(`/api/favourites/${consultant.id}/alert`);
    expect(off.json()).toEqual({ favourites: [{ consultantId: consultant.id, alert: null }] });
    expect((await agent.delete(`/api/favourites/${consultant.id}/alert`)).statusCode).toBe(200);

    await agent.put(`/api/favourites/${consultant.id}/alert`, { anyHour: false });
    await agent.delete(`/api/favourites/${consultant.id}`);
    expect(await rowsOf(userId)).toEqual({ favourites: [], alerts: [] });
  });

  it("refuses an alert for a consultant who is no favourite with 409, nothing changed", async () => {
    const { agent, userId } = await signedIn();
    const consultant = await createConsultant(db());
    const res = await agent.put(`/api/favourites/${consultant.id}/alert`, { anyHour: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: favouriteMessages.notFavourite });
    expect(await rowsOf(userId)).toEqual({ favourites: [], alerts: [] });
  });

  it("answers 404 in German for an unknown or deactivated consultant", async () => {
    const { agent, userId } = await signedIn();
    const gone = await createConsultant(db(), { active: 0 });
    for (const id of [gone.id, 999_999]) {
      for (const res of [
        await agent.put(`/api/favourites/${id}`),
        await agent.delete(`/api/favourites/${id}`),
        await agent.put(`/api/favourites/${id}/alert`, { anyHour: true }),
        await agent.delete(`/api/favourites/${id}/alert`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: favouriteMessages.unknownConsultant });
      }
    }
    expect(await rowsOf(userId)).toEqual({ favourites: [], alerts: [] });
  });

  it("does not list a favourite whose consultant was deactivated", async () => {
    const { agent } = await signedIn();
    const consultant = await createConsultant(db());
    await agent.put(`/api/favourites/${consultant.id}`);
    await db().updateTable("consultants").set({ active: 0 }).where("id", "=", consultant.id).execute();
    expect((await agent.get("/api/favourites")).json()).toEqual({ favourites: [] });
  });

  it("refuses bad input with a German 400 and changes nothing", async () => {
    const { agent, userId } = await signedIn();
    const consultant = await createConsultant(db());
    await agent.put(`/api/favourites/${consultant.id}`);
    for (const res of [
      await agent.put("/api/favourites/abc"),
      await agent.put(`/api/favourites/${consultant.id}/alert`, { anyHour: "ja" }),
      await agent.put(`/api/favourites/${consultant.id}/alert`, {}),
    ]) {
      expect(res.statusCode).toBe(400);
      expectGermanRefusal(res, res.body);
    }
    expect((await rowsOf(userId)).alerts).toEqual([]);
  });

  it("tells a guest to log in, for reading and for every write", async () => {
    const guest = createAgent(t.app);
    const consultant = await createConsultant(db());
    for (const res of [
      await guest.get("/api/favourites"),
      await guest.put(`/api/favourites/${consultant.id}`),
      await guest.delete(`/api/favourites/${consultant.id}`),
      await guest.put(`/api/favourites/${consultant.id}/alert`, { anyHour: true }),
      await guest.delete(`/api/favourites/${consultant.id}/alert`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: favouriteMessages.loginRequired });
    }
  });

  it("limits the writes of one account", async () => {
    const { agent } = await signedIn();
    const consultant = await createConsultant(db());
    let last = 0;
    for (let i = 0; i < 130 && last !== 429; i += 1)
      last = (await agent.put(`/api/favourites/${consultant.id}`)).statusCode;
    expect(last).toBe(429);
  });
});
