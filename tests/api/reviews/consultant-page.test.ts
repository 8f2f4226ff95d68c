import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultant, createReview, createUser } from "../../../src/server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dayMs = 24 * 60 * 60 * 1000;

describe("GET /api/consultants/:slug", () => {
  it("shows the listed consultant with the spread of stars and the reviews of the last 12 months, newest first", async () => {
    const db = t.database.handle.db;
    const consultant = await createConsultant(db, { name: "Jürgen Groß" });
    const mia = await createUser(db, { name: "Mia Mitglied" });
    const ben = await createUser(db, { name: "Ben von Berg" });
    const old = await createReview(db, mia, consultant, {
      stars: 1,
      startedAt: new Date(Date.now() - 400 * dayMs).toISOString(),
    });
    const first = await createReview(db, mia, consultant, { stars: 4, durationSeconds: 14 * 60 + 10 });
    const second = await createReview(db, ben, consultant, {
      stars: 5,
      text: null,
      startedAt: new Date(Date.now() - dayMs).toISOString(),
    });

    const res = await t.app.inject({ method: "GET", url: `/api/consultants/${consultant.slug}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(consultant.slug.startsWith("juergen-gross-")).toBe(true);
    expect(body.consultant).toMatchObject({ id: consultant.id, slug: consultant.slug, rating: 4.5, reviewCount: 2 });
    expect(body.ratingDistribution).toEqual([0, 0, 0, 1, 1]);
    expect(body.reviews.nextBefore).toBeNull();
    expect(body.reviews.reviews.map((r: { id: number }) => r.id)).toEqual([second.reviewId, first.reviewId]);
    expect(body.reviews.reviews[1]).toMatchObject({ stars: 4, reviewer: "Mia M.", callMinutes: 14, edited: false });
    expect(body.reviews.reviews[0]).toMatchObject({ text: null, reviewer: "Ben B." });
    expect(body.reviews.reviews.some((r: { id: number }) => r.id === old.reviewId)).toBe(false);

    const list = (await t.app.inject({ method: "GET", url: "/api/consultants" })).json() as Array<{
      id: number;
      rating: number;
      reviewCount: number;
    }>;
    expect(list.find((c) => c.id === consultant.id)).toMatchObject({ rating: 4.5, reviewCount: 2 });
  });

  it("answers 404 for an unknown or deactivated consultant", async () => {
    const db = t.database.handle.db;
    const hidden = await createConsultant(db, { active: 0 });
    for (const slug of ["niemand-hier", hidden.slug]) {
      const res = await t.app.inject({ method: "GET", url: `/api/consultants/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Diese Beraterin oder diesen Berater gibt es nicht.");
    }
  });
});
