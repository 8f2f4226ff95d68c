import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCall,
  createConsultant,
  createReview,
  createUser,
  type CreatedUser,
} from "../../../src/server/db/seed/factories.ts";
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
const dayMs = 24 * 60 * 60 * 1000;
const goodText = "Ein ruhiges Gespräch, die Karten passten gut zu meiner Frage.";

type Consultant = Awaited<ReturnType<typeof createConsultant>>;

async function member(): Promise<{ user: CreatedUser; agent: Agent }> {
  const user = await createUser(db(), { name: "Mia Mitglied" });
  const agent = createAgent(t.app);
  await login(agent, user);
  return { user, agent };
}

/** A recorded member-line call of the user, 14 minutes, ended two days ago, unless told otherwise. */
function callOf(user: CreatedUser, consultant: Consultant, overrides: Parameters<typeof createCall>[1] = {}) {
  return createCall(db(), {
    userId: user.id,
    line: "member",
    consultant,
    durationSeconds: 14 * 60,
    startedAt: new Date(Date.now() - 2 * dayMs).toISOString(),
    ...overrides,
  });
}

async function reviewCount(): Promise<number> {
  const row = await db()
    .selectFrom("reviews")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function consultantRow(id: number) {
  return db()
    .selectFrom("consultants")
    .select(["rating", "rating_count", "rating_1", "rating_2", "rating_3", "rating_4", "rating_5"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

/** The rating as the list (the cards), the consultant's page and the table itself say it. */
async function expectRatingEverywhere(consultant: Consultant, expected: { rating: number; reviewCount: number }) {
  const list = (await t.app.inject({ method: "GET", url: "/api/consultants" })).json<
    Array<{ id: number; rating: number; reviewCount: number }>
  >();
  const card = list.find((c) => c.id === consultant.id);
  const page = (await t.app.inject({ method: "GET", url: `/api/consultants/${consultant.slug}` })).json<{
    consultant: { rating: number; reviewCount: number };
    ratingDistribution: number[];
    reviews: { reviews: Array<{ stars: number }> };
  }>();
  const stars = (
    await db()
      .selectFrom("reviews")
      .select("stars")
      .where("consultant_id", "=", consultant.id)
      .where("removed_at", "is", null)
      .execute()
  ).map((r) => r.stars);
  const fromTable = stars.length === 0 ? 0 : stars.reduce((a, b) => a + b, 0) / stars.length;
  expect(card).toMatchObject(expected);
  expect(page.consultant).toMatchObject(expected);
  expect(page.reviews.reviews).toHaveLength(expected.reviewCount);
  expect(page.ratingDistribution.reduce((a, b) => a + b, 0)).toBe(expected.reviewCount);
  expect(fromTable).toBeCloseTo(expected.rating, 10);
}

describe("POST /api/reviews", () => {
  it("writes the review of one's own call, labelled with first name and initial, and recounts the consultant", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    const callId = await callOf(user, consultant);

    const res = await agent.post("/api/reviews", { callId, stars: 4, text: `  ${goodText}  ` });
    expect(res.statusCode).toBe(201);
    const review = res.json();
    expect(review).toMatchObject({
      callId,
      consultantName: consultant.name,
      consultantSlug: consultant.slug,
      stars: 4,
      text: goodText,
      removedAt: null,
    });
    expect(review.updatedAt).toBe(review.createdAt);
    const ended = Date.parse(new Date(Date.now() - 2 * dayMs).toISOString()) + 14 * 60 * 1000;
    expect(Math.abs(Date.parse(review.editableUntil) - (ended + 30 * dayMs))).toBeLessThan(5_000);

    const page = (await t.app.inject({ method: "GET", url: `/api/consultants/${consultant.slug}` })).json();
    expect(page.reviews.reviews[0]).toMatchObject({
      id: review.id,
      reviewer: "Mia M.",
      callMinutes: 14,
      edited: false,
    });
    await expectRatingEverywhere(consultant, { rating: 4, reviewCount: 1 });
  });

  it("takes stars without a text", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    const res = await agent.post("/api/reviews", { callId: await callOf(user, consultant), stars: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json().text).toBeNull();
  });

  it("refuses calls that give no right to review, with German messages, and changes nothing", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    const stranger = await createUser(db());
    const before = await consultantRow(consultant.id);
    const reviewsBefore = await reviewCount();
    const cases: Array<[string, number, number, string]> = [
      ["another account's call", await callOf(stranger, consultant), 404, "Dieser Anruf wurde nicht gefunden."],
      ["an unknown call", 987_654_321, 404, "Dieser Anruf wurde nicht gefunden."],
      [
        "a premium-line call",
        await callOf(user, consultant, { line: "premium" }),
        403,
        "Bewerten können Sie nur Anrufe über die Mitgliederlinie oder mit Cosmos Credits.",
      ],
      [
        "a call of 2:59 minutes",
        await callOf(user, consultant, { durationSeconds: 179 }),
        403,
        "Bewerten können Sie nur Anrufe ab 3 Minuten.",
      ],
      [
        "a call that ended 30 days and a minute ago",
        await callOf(user, consultant, {
          durationSeconds: 600,
          startedAt: new Date(Date.now() - 30 * dayMs - 11 * 60 * 1000).toISOString(),
        }),
        403,
        "Eine Bewertung ist nur bis 30 Tage nach dem Anruf möglich.",
      ],
      [
        "a call without consultant",
        await createCall(db(), { userId: user.id, line: "member", durationSeconds: 600 }),
        403,
        "Dieser Anruf ist keiner Beraterin und keinem Berater zugeordnet und kann nicht bewertet werden.",
      ],
    ];
    for (const [label, callId, status, message] of cases) {
      const res = await agent.post("/api/reviews", { callId, stars: 1, text: goodText });
      expect(res.statusCode, label).toBe(status);
      expect(res.json(), label).toEqual({ message });
    }
    expect(await reviewCount()).toBe(reviewsBefore);
    expect(await consultantRow(consultant.id)).toEqual(before);
  });

  it("takes a credit-line call, and one that ended 29 days ago", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    const credit = await callOf(user, consultant, { line: "credit" });
    const late = await callOf(user, consultant, { startedAt: new Date(Date.now() - 29 * dayMs).toISOString() });
    for (const callId of [credit, late]) {
      expect((await agent.post("/api/reviews", { callId, stars: 3 })).statusCode).toBe(201);
    }
  });

  it("refuses a guest with 401", async () => {
    const res = await createAgent(t.app).post("/api/reviews", { callId: 1, stars: 5 });
    expect(res.statusCode).toBe(401);
    expectGermanRefusal(res, "guest");
  });

  it("refuses bad input with a German 400 and stores nothing", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    const callId = await callOf(user, consultant);
    const before = await reviewCount();
    const cases: Array<[string, object, string]> = [
      ["HTML", { stars: 4, text: "Sehr gut <script>alert(1)</script>" }, "Bitte schreiben Sie den Text ohne HTML."],
      ["10.000 characters", { stars: 4, text: "a".repeat(10_000) }, "Der Text darf höchstens 1.000 Zeichen lang sein."],
      ["1.001 characters", { stars: 4, text: "a".repeat(1_001) }, "Der Text darf höchstens 1.000 Zeichen lang sein."],
      ["9 characters", { stars: 4, text: "Zu wenig." }, "Der Text muss mindestens 10 Zeichen lang sein."],
      [
        "a phone number",
        { stars: 4, text: "Ruft sie direkt an: 0171 / 123 45 67" },
        "Bitte geben Sie in Bewertungen keine Telefonnummern an.",
      ],
      [
        "an e-mail address",
        { stars: 4, text: "Schreibt ihr an luna (at) example.de" },
        "Bitte geben Sie in Bewertungen keine E-Mail-Adressen an.",
      ],
      [
        "a web address",
        { stars: 4, text: "Mehr auf www.sternenblick-beratung.de" },
        "Bitte geben Sie in Bewertungen keine Internetadressen an.",
      ],
      [
        "a phone number in fullwidth digits",
        { stars: 5, text: "Ruft sie privat an: ０１５１ ２３４５ ６７８９" },
        "Bitte geben Sie in Bewertungen keine Telefonnummern an.",
      ],
      [
        "a phone number in words",
        { stars: 5, text: "Privat: null eins fünf eins zwei drei vier fünf sechs sieben" },
        "Bitte geben Sie in Bewertungen keine Telefonnummern an.",
      ],
      [
        "an e-mail address in words",
        { stars: 5, text: "Schreibt an luna punkt stern bei gmx punkt de" },
        "Bitte geben Sie in Bewertungen keine E-Mail-Adressen an.",
      ],
      [
        "an unusual domain",
        { stars: 5, text: "Mehr auf sternen-hilfe.xyz, dort ist sie günstiger" },
        "Bitte geben Sie in Bewertungen keine Internetadressen an.",
      ],
      [
        "a messenger link",
        { stars: 5, text: "Schreibt ihr auf t.me/lunastern" },
        "Bitte geben Sie in Bewertungen keine Internetadressen an.",
      ],
      ["0 stars", { stars: 0, text: goodText }, "Bitte wählen Sie 1 bis 5 Sterne."],
      ["6 stars", { stars: 6, text: goodText }, "Bitte wählen Sie 1 bis 5 Sterne."],
      ["3.5 stars", { stars: 3.5, text: goodText }, "Bitte wählen Sie 1 bis 5 Sterne."],
      ["stars as text", { stars: "5", text: goodText }, "Bitte wählen Sie 1 bis 5 Sterne."],
      ["no stars", { text: goodText }, "Bitte wählen Sie 1 bis 5 Sterne."],
    ];
    for (const [label, body, message] of cases) {
      const res = await agent.post("/api/reviews", { callId, ...body });
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toEqual({ message });
    }
    expect(await reviewCount()).toBe(before);
  });

  it("answers a second review of the same call with 409", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    const callId = await callOf(user, consultant);
    expect((await agent.post("/api/reviews", { callId, stars: 5 })).statusCode).toBe(201);
    const res = await agent.post("/api/reviews", { callId, stars: 1, text: goodText });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Diesen Anruf haben Sie bereits bewertet." });
    await expectRatingEverywhere(consultant, { rating: 5, reviewCount: 1 });
  });

  it("keeps one of ten reviews of the same call sent at once and answers the nine others with 409", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    const callId = await callOf(user, consultant);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => agent.post("/api/reviews", { callId, stars: (i % 5) + 1 })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    const kept = results.find((r) => r.statusCode === 201)?.json<{ stars: number }>();
    await expectRatingEverywhere(consultant, { rating: kept?.stars ?? 0, reviewCount: 1 });
  });
});

describe("PUT /api/reviews/:id", () => {
  it("changes stars and text within 30 days, recounts, and the public review reads as edited", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    const other = await createUser(db());
    await createReview(db(), other, consultant, { stars: 5 });
    const created = (await agent.post("/api/reviews", { callId: await callOf(user, consultant), stars: 5 })).json();
    await expectRatingEverywhere(consultant, { rating: 5, reviewCount: 2 });

    const res = await agent.put(`/api/reviews/${created.id}`, { stars: 2, text: goodText });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, stars: 2, text: goodText, createdAt: created.createdAt });
    expect(res.json().updatedAt > created.createdAt).toBe(true);
    await expectRatingEverywhere(consultant, { rating: 3.5, reviewCount: 2 });
    const page = (await t.app.inject({ method: "GET", url: `/api/consultants/${consultant.slug}` })).json();
    expect(page.reviews.reviews.find((r: { id: number }) => r.id === created.id)).toMatchObject({
      stars: 2,
      edited: true,
    });
  });

  it("changes nothing when the stars and text are the same", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    const created = (
      await agent.post("/api/reviews", { callId: await callOf(user, consultant), stars: 4, text: goodText })
    ).json();
    const res = await agent.put(`/api/reviews/${created.id}`, { stars: 4, text: goodText });
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedAt).toBe(created.updatedAt);
  });

  it("refuses someone else's review with 404, a late change and a removed review with 403, bad input with 400", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    const stranger = await createUser(db());
    const foreign = await createReview(db(), stranger, consultant, { stars: 5 });
    const late = await createReview(db(), user, consultant, {
      stars: 4,
      startedAt: new Date(Date.now() - 31 * dayMs).toISOString(),
      createdAt: new Date(Date.now() - 29 * dayMs).toISOString(),
    });
    const removed = await createReview(db(), user, consultant, { stars: 1, removedAt: new Date().toISOString() });
    const fine = await createReview(db(), user, consultant, { stars: 3 });
    const before = await consultantRow(consultant.id);
    const cases: Array<[string, string, object, number, string]> = [
      ["someone else's", `${foreign.reviewId}`, { stars: 1 }, 404, "Diese Bewertung wurde nicht gefunden."],
      ["unknown", "987654321", { stars: 1 }, 404, "Diese Bewertung wurde nicht gefunden."],
      [
        "after 30 days",
        `${late.reviewId}`,
        { stars: 1 },
        403,
        "Eine Bewertung kann nur bis 30 Tage nach dem Anruf geändert werden. Löschen können Sie sie weiterhin.",
      ],
      [
        "removed",
        `${removed.reviewId}`,
        { stars: 5 },
        403,
        "Diese Bewertung wurde von der Verwaltung entfernt und kann nicht mehr geändert werden.",
      ],
      [
        "HTML",
        `${fine.reviewId}`,
        { stars: 1, text: "<b>schlecht</b> war es" },
        400,
        "Bitte schreiben Sie den Text ohne HTML.",
      ],
      ["7 stars", `${fine.reviewId}`, { stars: 7 }, 400, "Bitte wählen Sie 1 bis 5 Sterne."],
      [
        "a phone number in fullwidth digits",
        `${fine.reviewId}`,
        { stars: 5, text: "Jetzt privat: ０１５１ ２３４５ ６７８９" },
        400,
        "Bitte geben Sie in Bewertungen keine Telefonnummern an.",
      ],
    ];
    for (const [label, id, body, status, message] of cases) {
      const res = await agent.put(`/api/reviews/${id}`, body);
      expect(res.statusCode, label).toBe(status);
      expect(res.json(), label).toEqual({ message });
    }
    expect(await consultantRow(consultant.id)).toEqual(before);
  });
});

describe("DELETE /api/reviews/:id", () => {
  it("deletes one's own review at any time, with its open reports, and recounts", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    await createReview(db(), await createUser(db()), consultant, { stars: 4 });
    const old = await createReview(db(), user, consultant, {
      stars: 1,
      startedAt: new Date(Date.now() - 60 * dayMs).toISOString(),
    });
    await expectRatingEverywhere(consultant, { rating: 2.5, reviewCount: 2 });
    const now = new Date().toISOString();
    const report = {
      review_id: old.reviewId,
      reason: "insulting",
      text: null,
      reporter_name: null,
      reporter_email: null,
      reporter_user_id: null,
      ip: null,
      created_at: now,
      receipt_mailed_at: null,
      decision_mailed_at: null,
    };
    const decision = await db()
      .insertInto("review_decisions")
      .values({
        review_id: old.reviewId,
        decision: "keep",
        ground: null,
        reason: "Sachliche Kritik.",
        decided_by: 1,
        decided_at: now,
        reviewer_mailed_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("review_reports")
      .values([
        { ...report, decision_id: decision.id },
        { ...report, decision_id: null },
      ])
      .execute();

    const res = await agent.delete(`/api/reviews/${old.reviewId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Ihre Bewertung wurde gelöscht." });
    await expectRatingEverywhere(consultant, { rating: 4, reviewCount: 1 });
    const reports = await db()
      .selectFrom("review_reports")
      .select("decision_id")
      .where("review_id", "=", old.reviewId)
      .execute();
    expect(reports).toEqual([{ decision_id: decision.id }]);

    const again = await agent.delete(`/api/reviews/${old.reviewId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Diese Bewertung wurde nicht gefunden." });
  });

  it("refuses someone else's review with 404 and deletes nothing", async () => {
    const consultant = await createConsultant(db());
    const { agent } = await member();
    const foreign = await createReview(db(), await createUser(db()), consultant, { stars: 5 });
    const res = await agent.delete(`/api/reviews/${foreign.reviewId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Diese Bewertung wurde nicht gefunden." });
    await expectRatingEverywhere(consultant, { rating: 5, reviewCount: 1 });
  });
});

describe("GET /api/reviews/own", () => {
  it("lists the account's reviews newest first and the calls it may still review", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    const older = await createReview(db(), user, consultant, {
      stars: 2,
      startedAt: new Date(Date.now() - 50 * dayMs).toISOString(),
    });
    const newer = await createReview(db(), user, consultant, { stars: 5 });
    const open = await callOf(user, consultant, { startedAt: new Date(Date.now() - 3 * dayMs).toISOString() });
    const credit = await callOf(user, consultant, {
      line: "credit",
      startedAt: new Date(Date.now() - dayMs).toISOString(),
    });
    await callOf(user, consultant, { line: "premium" });
    await callOf(user, consultant, { durationSeconds: 120 });
    await callOf(user, consultant, { startedAt: new Date(Date.now() - 40 * dayMs).toISOString() });
    await createCall(db(), { userId: user.id, line: "member", durationSeconds: 600 });
    await callOf(await createUser(db()), consultant);

    const res = await agent.get("/api/reviews/own");
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      reviews: Array<{ id: number }>;
      reviewableCalls: Array<{ callId: number; reviewableUntil: string }>;
    }>();
    expect(body.reviews.map((r) => r.id)).toEqual([newer.reviewId, older.reviewId]);
    expect(body.reviewableCalls.map((c) => c.callId)).toEqual([credit, open]);
    expect(Date.parse(body.reviewableCalls[1]?.reviewableUntil ?? "")).toBeGreaterThan(Date.now() + 26 * dayMs);
  });

  it("refuses a guest with 401", async () => {
    expect((await createAgent(t.app).get("/api/reviews/own")).statusCode).toBe(401);
  });
});

describe("the rate limit on writing reviews", () => {
  it("answers the 31st write of an hour with a German 429", async () => {
    const consultant = await createConsultant(db());
    const { user, agent } = await member();
    const callId = await callOf(user, consultant);
    const created = (await agent.post("/api/reviews", { callId, stars: 3 })).json<{ id: number }>();
    for (let i = 0; i < 29; i++) {
      const res = await agent.put(`/api/reviews/${created.id}`, { stars: (i % 5) + 1 });
      expect(res.statusCode).toBe(200);
    }
    const res = await agent.put(`/api/reviews/${created.id}`, { stars: 5 });
    expect(res.statusCode).toBe(429);
    expectGermanRefusal(res, "31st write");
    expect(res.headers["retry-after"]).toBeDefined();
  });
});
