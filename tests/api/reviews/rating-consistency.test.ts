import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app.ts";
import { openDatabase, type DatabaseHandle } from "../../../src/server/db/database.ts";
import { createCall, createConsultant, createReview, createUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent } from "../../support/agent.ts";
import { reviewsFor } from "../../support/reviews-module.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The rating on the card, in the API and on the consultant's page is one stored number, counted
// afresh under a lock on the consultant in the transaction of each change. Two app processes on
// one database write at once: on PostgreSQL the second has its own connections (without the
// lock, each count misses the other's uncommitted review and the stored count ends below 10);
// SQLite's synchronous driver would block this one thread on a second connection, so there both
// share the handle and SQLite's single writer orders the transactions.

let t: TestApp;
let second: DatabaseHandle;
let secondApp: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  second = openDatabase(t.database.url);
  const handle = t.database.handle.kind === "postgres" ? second : t.database.handle;
  secondApp = await buildApp(t.config, { database: handle, logger: false });
  await secondApp.ready();
});
afterAll(async () => {
  await secondApp.close();
  await second.close();
  await t.close();
});

const db = () => t.database.handle.db;
const dayMs = 24 * 60 * 60 * 1000;

async function stored(consultantId: number) {
  return db()
    .selectFrom("consultants")
    .select(["rating", "rating_count", "rating_recount_at"])
    .where("id", "=", consultantId)
    .executeTakeFirstOrThrow();
}

/** The reviews module as a process whose clock says `now` would run it. */
function reviewsAt(now: Date) {
  return reviewsFor(db(), { now: () => now });
}

describe("the stored rating", () => {
  it("counts ten reviews of ten calls written at once through two processes: 10 reviews, their average", async () => {
    const consultant = await createConsultant(db());
    const writers = await Promise.all(
      [t.app, secondApp].map(async (app) => {
        const user = await createUser(db());
        const agent = createAgent(app);
        await login(agent, user);
        return { user, agent };
      }),
    );
    const stars = [5, 4, 3, 5, 1, 2, 5, 4, 4, 3];
    const jobs = await Promise.all(
      stars.map(async (star, i) => {
        const writer = writers[i % 2];
        if (!writer) throw new Error("two writers");
        const callId = await createCall(db(), {
          userId: writer.user.id,
          line: "member",
          consultant,
          durationSeconds: 600,
          startedAt: new Date(Date.now() - dayMs).toISOString(),
        });
        return () => writer.agent.post("/api/reviews", { callId, stars: star });
      }),
    );
    const results = await Promise.all(jobs.map((job) => job()));
    expect(results.map((r) => r.statusCode)).toEqual(Array<number>(10).fill(201));

    const expected = stars.reduce((a, b) => a + b, 0) / stars.length;
    expect(await stored(consultant.id)).toMatchObject({ rating_count: 10 });
    expect((await stored(consultant.id)).rating).toBeCloseTo(expected, 10);
    for (const app of [t.app, secondApp]) {
      const list = (await app.inject({ method: "GET", url: "/api/consultants" })).json<
        Array<{ id: number; rating: number; reviewCount: number }>
      >();
      const card = list.find((c) => c.id === consultant.id);
      const page = (await app.inject({ method: "GET", url: `/api/consultants/${consultant.slug}` })).json<{
        consultant: { rating: number; reviewCount: number };
        ratingDistribution: number[];
      }>();
      expect(card?.reviewCount).toBe(10);
      expect(card?.rating).toBeCloseTo(expected, 10);
      expect(page.consultant).toEqual(expect.objectContaining({ rating: card?.rating, reviewCount: 10 }));
      expect(page.ratingDistribution).toEqual([1, 1, 2, 3, 3]);
    }
  });

  it("lets a review older than 12 months stop counting at the hourly recount, and moves the recount time on", async () => {
    const consultant = await createConsultant(db());
    const reviewer = await createUser(db());
    // 11 and 6 months old now; the job below runs two months later.
    const older = new Date(Date.now() - 335 * dayMs).toISOString();
    const newer = new Date(Date.now() - 180 * dayMs).toISOString();
    await createReview(db(), reviewer, consultant, { stars: 1, startedAt: older });
    await createReview(db(), reviewer, consultant, { stars: 5, startedAt: newer });
    const before = await stored(consultant.id);
    expect(before).toMatchObject({ rating: 3, rating_count: 2 });

    const inTwoMonths = new Date(Date.now() + 61 * dayMs);
    const laterReviews = reviewsAt(inTwoMonths);
    // Nothing is due today.
    const today = reviewsAt(new Date());
    await today.recountDue();
    expect(await stored(consultant.id)).toEqual(before);

    expect(await laterReviews.recountDue()).toBeGreaterThanOrEqual(1);
    const after = await stored(consultant.id);
    expect(after).toMatchObject({ rating: 5, rating_count: 1 });
    expect(after.rating_recount_at).not.toBeNull();
    expect(Date.parse(after.rating_recount_at ?? "")).toBeGreaterThan(Date.parse(before.rating_recount_at ?? ""));
    expect(Date.parse(after.rating_recount_at ?? "")).toBeGreaterThan(inTwoMonths.getTime());

    const page = (await t.app.inject({ method: "GET", url: `/api/consultants/${consultant.slug}` })).json();
    expect(page.consultant).toMatchObject({ rating: 5, reviewCount: 1 });
  });
});
