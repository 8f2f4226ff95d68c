import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths, berlinMonthOf } from "../../../src/shared/domain/horoscope-month.ts";
import { zodiacSigns } from "../../../src/shared/domain/zodiac.ts";
import { createHoroscopeMonth, createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { allSigns, secondParagraph } from "../../support/horoscopes.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

const current = berlinMonthOf(new Date());
const previous = addMonths(current, -1);
const older = addMonths(current, -2);
const next = addMonths(current, 1);

describe("reading the monthly horoscopes", () => {
  let t: TestApp;
  let guest: Agent;
  let customer: Agent;
  let member: Agent;
  let expired: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.handle.db;
    await createHoroscopeMonth(db, current, allSigns(current));
    await createHoroscopeMonth(db, previous, allSigns(previous));
    // A draft and a month published ahead of time: nobody reads them yet.
    await createHoroscopeMonth(db, older, allSigns(older), { published: false });
    await createHoroscopeMonth(db, next, allSigns(next));
    guest = createAgent(t.app);
    customer = createAgent(t.app);
    await login(customer, await createUser(db));
    member = createAgent(t.app);
    await login(member, await createMember(db));
    expired = createAgent(t.app);
    await login(expired, await createMember(db, { status: "cancelled", accessUntil: "2020-01-01T00:00:00.000Z" }));
  });
  afterAll(() => t.close());

  it.each([
    ["a guest", () => guest],
    ["a customer without membership", () => customer],
    ["a former member", () => expired],
  ])("%s gets the first paragraph of each sign and never more", async (_, agent) => {
    const res = await agent().get("/api/horoscopes");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = res.json<{
      month: string;
      access: string;
      signs: Array<{ sign: string; teaser: string; parts: unknown }>;
      archive: string[];
    }>();
    expect(body.month).toBe(current);
    expect(body.access).toBe("teaser");
    expect(body.archive).toEqual([]);
    expect(body.signs.map((s) => s.sign)).toEqual([...zodiacSigns]);
    for (const sign of body.signs) {
      expect(sign.teaser).toBe(`Erster Absatz ${sign.sign} ${current}.`);
      expect(sign.parts).toBeNull();
    }
    for (const sign of zodiacSigns) expect(res.body).not.toContain(secondParagraph(current, sign));
    expect(res.body).not.toContain("Beruf ");
    expect(res.body).not.toContain("Tipp ");
  });

  it("a member reads every sign in full and the published months as the archive", async () => {
    const res = await member.get("/api/horoscopes");
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      access: string;
      signs: Array<{ sign: string; parts: { love: string; tip: string } }>;
      archive: string[];
    }>();
    expect(body.access).toBe("full");
    expect(body.archive).toEqual([current, previous]);
    expect(body.signs).toHaveLength(12);
    for (const sign of zodiacSigns) expect(res.body).toContain(secondParagraph(current, sign));
    expect(body.signs[0]?.parts.tip).toBe(`Tipp widder ${current} ganz.`);

    const archived = await member.get(`/api/horoscopes?month=${previous}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.body).toContain(secondParagraph(previous, "fische"));
  });

  it("keeps drafts and months that have not begun from members too", async () => {
    expect((await member.get(`/api/horoscopes?month=${older}`)).statusCode).toBe(404);
    expect((await member.get(`/api/horoscopes?month=${next}`)).statusCode).toBe(404);
    expect((await member.get("/api/horoscopes")).body).not.toContain(next);
  });

  it("keeps the archive for members: 401 for guests, 403 for customers, never the text", async () => {
    const asGuest = await guest.get(`/api/horoscopes?month=${previous}`);
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toEqual({ message: "Das Horoskop-Archiv ist Mitgliedern vorbehalten." });
    const asCustomer = await customer.get(`/api/horoscopes?month=${previous}`);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.body).not.toContain(previous + ".");
    // Naming the current month is no way around the cut.
    const named = await customer.get(`/api/horoscopes?month=${current}`);
    expect(named.statusCode).toBe(200);
    expect(named.body).not.toContain(secondParagraph(current, "widder"));
  });

  it("refuses a month that is not YYYY-MM in German", async () => {
    const res = await member.get("/api/horoscopes?month=2026-13");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Bitte geben Sie einen Monat als JJJJ-MM an." });
  });
});

describe("a member's sign and monthly mail wish", () => {
  let t: TestApp;
  let member: Agent;
  let customer: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.handle.db;
    await createHoroscopeMonth(db, current, allSigns(current));
    member = createAgent(t.app);
    await login(member, await createMember(db));
    customer = createAgent(t.app);
    await login(customer, await createUser(db));
  });
  afterAll(() => t.close());

  it("starts with the sign of the date of birth given at registration, until the member chooses one", async () => {
    // The factory's member was born on 17 May: a Stier.
    const res = await member.get("/api/horoscopes/me");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      settings: { sign: "stier", birthDate: null, monthlyMail: false },
      month: current,
      horoscope: { love: expect.any(String) },
    });
  });

  it("starts empty and shows no horoscope for an account without a date of birth", async () => {
    const agent = createAgent(t.app);
    await login(agent, await createMember(t.database.handle.db, { birthDate: null }));
    const res = await agent.get("/api/horoscopes/me");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      settings: { sign: null, birthDate: null, monthlyMail: false },
      month: current,
      horoscope: null,
    });
  });

  it("computes the sign from a birth date at a cusp and shows that sign's horoscope", async () => {
    const res = await member.put("/api/horoscopes/me", { sign: "widder", birthDate: "1988-08-24", monthlyMail: true });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ settings: unknown; horoscope: { love: string } }>();
    expect(body.settings).toEqual({ sign: "jungfrau", birthDate: "1988-08-24", monthlyMail: true });
    expect(body.horoscope.love).toContain(secondParagraph(current, "jungfrau"));
    const day = await member.put("/api/horoscopes/me", { sign: null, birthDate: "1988-08-23", monthlyMail: true });
    expect(day.json<{ settings: { sign: string } }>().settings.sign).toBe("loewe");
  });

  it("takes a sign without a birth date", async () => {
    const res = await member.put("/api/horoscopes/me", { sign: "fische", birthDate: null, monthlyMail: false });
    expect(res.json<{ settings: unknown }>().settings).toEqual({ sign: "fische", birthDate: null, monthlyMail: false });
    expect((await member.get("/api/horoscopes/me")).json<{ settings: unknown }>().settings).toEqual({
      sign: "fische",
      birthDate: null,
      monthlyMail: false,
    });
  });

  it("refuses an impossible birth date in German", async () => {
    const res = await member.put("/api/horoscopes/me", { sign: null, birthDate: "1990-02-30", monthlyMail: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Bitte geben Sie ein gültiges Geburtsdatum an." });
  });

  it("is for members only", async () => {
    const guest = createAgent(t.app);
    expect((await guest.get("/api/horoscopes/me")).statusCode).toBe(401);
    const asCustomer = await customer.put("/api/horoscopes/me", { sign: "widder", birthDate: null, monthlyMail: true });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ message: "Die Monatshoroskope sind Mitgliedern vorbehalten." });
    expect((await customer.get("/api/horoscopes/me")).statusCode).toBe(403);
  });
});
