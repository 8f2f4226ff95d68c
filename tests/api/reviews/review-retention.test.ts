import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultant, createReview, createUser } from "../../../src/server/db/seed/factories.ts";
import { createReviewRecordsPurge } from "../../../src/server/modules/reviews/retention-repo.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The periods the privacy statement names for review records (docs/decisions/0040): a decision,
// the reports it decided and a review it removed stay 3 years from the end of the decision's
// Berlin year; open reports and published reviews stay; a reminder goes 31 days after it was sent.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

async function decided(reviewId: number, decision: "keep" | "remove", decidedAt: string) {
  const { id } = await db()
    .insertInto("review_decisions")
    .values({
      review_id: reviewId,
      decision,
      ground: decision === "remove" ? "insulting" : null,
      reason: "Begründung der Verwaltung",
      decided_by: 1,
      decided_at: decidedAt,
      reviewer_mailed_at: decidedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db()
    .insertInto("review_reports")
    .values({ review_id: reviewId, reason: "insulting", created_at: decidedAt, decision_id: id })
    .execute();
  if (decision === "remove")
    await db().updateTable("reviews").set({ removed_at: decidedAt }).where("id", "=", reviewId).execute();
  return id;
}

describe("the periods of review records", () => {
  it("deletes decisions of 2022 and what they decided on 1 January 2026, keeps those of 2023 and everything open", async () => {
    const user = await createUser(db());
    const consultant = await createConsultant(db());
    const old = await createReview(db(), user, consultant);
    const oldKept = await createReview(db(), user, consultant);
    const young = await createReview(db(), user, consultant);
    const open = await createReview(db(), user, consultant);
    const oldDecision = await decided(old.reviewId, "remove", "2022-12-31T22:30:00Z"); // 23:30 on 31 Dec 2022 in Berlin
    const oldKeptDecision = await decided(oldKept.reviewId, "keep", "2022-06-01T10:00:00Z");
    const youngDecision = await decided(young.reviewId, "remove", "2022-12-31T23:30:00Z"); // already 2023 in Berlin
    await db()
      .insertInto("review_reports")
      .values({ review_id: open.reviewId, reason: "other", created_at: "2020-01-01T00:00:00Z" })
      .execute();
    await db()
      .insertInto("review_reminders")
      .values([
        { call_id: old.callId, user_id: user.id, reminded_at: "2025-11-29T00:00:00Z" },
        { call_id: young.callId, user_id: user.id, reminded_at: "2025-12-15T00:00:00Z" },
      ])
      .execute();

    const purged = await createReviewRecordsPurge(db(), () => new Date("2026-01-01T00:30:00Z")).purgeExpired();

    const decisions = await db().selectFrom("review_decisions").select("id").execute();
    const decisionIds = decisions.map((row) => row.id);
    expect(decisionIds).not.toContain(oldDecision);
    expect(decisionIds).not.toContain(oldKeptDecision);
    expect(decisionIds).toContain(youngDecision);
    const reviews = (await db().selectFrom("reviews").select("id").execute()).map((row) => row.id);
    expect(reviews).not.toContain(old.reviewId);
    // A kept review is a published one: it stays while it stands.
    expect(reviews).toEqual(expect.arrayContaining([oldKept.reviewId, young.reviewId, open.reviewId]));
    const reports = await db().selectFrom("review_reports").select(["review_id", "decision_id"]).execute();
    expect(reports.filter((row) => row.decision_id === oldDecision || row.decision_id === oldKeptDecision)).toEqual([]);
    expect(reports).toEqual(expect.arrayContaining([{ review_id: open.reviewId, decision_id: null }]));
    const reminders = (await db().selectFrom("review_reminders").select("call_id").execute()).map((row) => row.call_id);
    expect(reminders).not.toContain(old.callId);
    expect(reminders).toContain(young.callId);
    expect(purged).toBeGreaterThanOrEqual(6);
  });
});
