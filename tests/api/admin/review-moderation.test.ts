import { describe, expect, it } from "vitest";
import { createAdmin, createReview, createUser } from "../../../src/server/db/seed/factories.ts";
import type { AdminReportedReviews } from "../../../src/shared/schemas/reviews.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import { mailsTo } from "../../support/outbox-mails.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { decisionsOf, reportOf, reportsOf, reviewedConsultant, reviewRow } from "../../support/review-reports.ts";
import { collectRoutes, type CollectedRoute } from "../../support/route-collector.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
let routes: CollectedRoute[];
appPerSuite(
  async () => {
    const collected = await collectRoutes(() => createTestApp());
    routes = collected.routes;
    return collected.result;
  },
  (app) => (t = app),
);
const db = () => t.database.handle.db;
const outbox = () => t.config.mail.outboxDir;

let adminAgent: Agent | undefined;
async function admin(): Promise<Agent> {
  if (!adminAgent) {
    adminAgent = createAgent(t.app);
    await login(adminAgent, await createAdmin(db()));
  }
  return adminAgent;
}

async function report(reviewId: number, email: string, reason = "insulting") {
  const res = await createAgent(t.app).post(`/api/reviews/${reviewId}/reports`, reportOf({ email, reason } as never));
  expect(res.statusCode).toBe(201);
}

const removal = {
  decision: "remove",
  ground: "insulting",
  reason: "Die Bewertung beschimpft die Beraterin persönlich.",
};

async function openQueue(): Promise<AdminReportedReviews> {
  const res = await (await admin()).get("/api/admin/review-reports?state=open");
  expect(res.statusCode).toBe(200);
  return res.json<AdminReportedReviews>();
}

describe("the administration's review queue", () => {
  it("is for the administrator only", async () => {
    const user = await createUser(db());
    const member = createAgent(t.app);
    await login(member, user);
    const guest = createAgent(t.app);
    for (const [agent, status] of [
      [guest, 401],
      [member, 403],
    ] as const) {
      expect((await agent.get("/api/admin/review-reports")).statusCode).toBe(status);
      expect((await agent.post("/api/admin/reviews/1/decision", removal)).statusCode).toBe(status);
    }
  });

  it("lists the reported reviews with their open reports, the one waiting longest first", async () => {
    const first = await reviewedConsultant(db(), { stars: 2, text: "Hat mir gar nicht geholfen, leider." });
    const second = await reviewedConsultant(db());
    await report(first.reviewId, "queue-1@example.com");
    await report(second.reviewId, "queue-2@example.com", "not-genuine");
    await report(first.reviewId, "queue-3@example.com", "other");

    const { items, nextPage } = await openQueue();
    expect(nextPage).toBeNull();
    const ours = items.filter((i) => [first.reviewId, second.reviewId].includes(i.review.id));
    expect(ours.map((i) => i.review.id)).toEqual([first.reviewId, second.reviewId]);
    expect(ours[0]).toMatchObject({
      review: {
        stars: 2,
        text: "Hat mir gar nicht geholfen, leider.",
        reviewer: "Mia M.",
        consultantName: "Luna Stern",
        userId: first.reviewer.id,
        callMinutes: 14,
        removedAt: null,
      },
      decision: null,
    });
    expect(ours[0]?.reports.map((r) => [r.reason, r.reporterEmail])).toEqual([
      ["insulting", "queue-1@example.com"],
      ["other", "queue-3@example.com"],
    ]);
    expect(ours[0]?.reports[0]).toMatchObject({
      reporterName: "Rita Richtig",
      text: "Die Bewertung beleidigt die Beraterin persönlich.",
    });
  });
});

describe("POST /api/admin/reviews/:id/decision", () => {
  it("removes a review in one go: decision, reports, audit row, rating, mails", async () => {
    const { consultant, reviewer, reviewId } = await reviewedConsultant(db(), { stars: 1 });
    const other = await createUser(db(), { name: "Ben Berg" });
    await createReview(db(), other, consultant, { stars: 5 });
    await report(reviewId, "remove-1@example.com");
    await report(reviewId, "remove-2@example.com", "other");
    const before = (await t.app.inject({ method: "GET", url: `/api/consultants/${consultant.slug}` })).json();
    expect(before.consultant).toMatchObject({ rating: 3, reviewCount: 2 });

    const res = await (await admin()).post(`/api/admin/reviews/${reviewId}/decision`, removal);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain("Die Bewertung wurde entfernt.");

    const [decision] = await decisionsOf(db(), reviewId);
    if (!decision) throw new Error("no decision stored");
    expect(decision).toMatchObject({ decision: "remove", ground: "insulting", reason: removal.reason, decided_by: 1 });
    const reports = await reportsOf(db(), reviewId);
    expect(reports.map((r) => r.decision_id)).toEqual([decision.id, decision.id]);
    const review = await reviewRow(db(), reviewId);
    expect(review.removed_at).not.toBeNull();
    // The text and the stars stay as written; the review is only no longer shown or counted.
    expect(review.stars).toBe(1);

    // It stops counting at once: the card list, the API and the page agree.
    const page = (await t.app.inject({ method: "GET", url: `/api/consultants/${consultant.slug}` })).json();
    expect(page.consultant).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(page.ratingDistribution).toEqual([0, 0, 0, 0, 1]);
    expect(page.reviews.reviews.map((r: { id: number }) => r.id)).not.toContain(reviewId);
    const list = (await t.app.inject({ method: "GET", url: "/api/consultants" })).json() as Array<{
      id: number;
      rating: number;
      reviewCount: number;
    }>;
    expect(list.find((c) => c.id === consultant.id)).toMatchObject({ rating: 5, reviewCount: 1 });
    const stored = await db()
      .selectFrom("consultants")
      .select(["rating", "rating_count"])
      .where("id", "=", consultant.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ rating: 5, rating_count: 1 });

    const log = (await (await admin()).get("/api/admin/audit-log")).json();
    expect(log.entries[0]).toMatchObject({
      action: "decide_review_report",
      actorUserId: 1,
      targetUserId: reviewer.id,
      before: { reviewId, openReports: reports.map((r) => r.id) },
      after: { decisionId: decision.id, decision: "remove", ground: "insulting", reason: removal.reason },
    });

    for (const address of ["remove-1@example.com", "remove-2@example.com"]) {
      const mail = mailsTo(outbox(), address).find((m) => m.subject.includes("Entscheidung"));
      expect(mail?.subject).toContain("Entscheidung zu Ihrer Meldung");
      expect(mail?.text).toContain("Die Bewertung wurde entfernt.");
      expect(mail?.text).toContain("Grund der Entfernung: Die Bewertung beleidigt, bedroht oder verbreitet Hass.");
      expect(mail?.text).toContain(`Begründung: ${removal.reason}`);
      expect(mail?.text).toContain("über Luna Stern");
      expect(mail?.text).toContain("persönlich getroffen");
      expect(mail?.text).toContain("http://portal.test/contact");
      expect(mail?.text).toContain("Gerichten");
    }
    const [toReviewer, ...more] = mailsTo(outbox(), reviewer.email ?? "-");
    expect(more).toHaveLength(0);
    expect(toReviewer?.subject).toContain("Entscheidung zu Ihrer Bewertung");
    expect(toReviewer?.text).toContain("Guten Tag Mia Mitglied,");
    expect(toReviewer?.text).toContain("Grund der Entfernung:");
    expect(toReviewer?.text).toContain(`Begründung: ${removal.reason}`);
    const mailed = await reportsOf(db(), reviewId);
    expect(mailed.every((r) => /^\d{4}-/.test(r.decision_mailed_at ?? ""))).toBe(true);

    // The queue is empty of it; the decided list shows it with its decision, newest first.
    expect((await openQueue()).items.map((i) => i.review.id)).not.toContain(reviewId);
    const decided = (await (await admin()).get("/api/admin/review-reports?state=decided")).json<AdminReportedReviews>();
    expect(decided.items[0]).toMatchObject({
      review: { id: reviewId },
      decision: { decision: "remove", ground: "insulting", reason: removal.reason },
    });
    expect(decided.items[0]?.reports).toHaveLength(2);
  });

  it("keeps a review without a ground; it stays published and counted", async () => {
    const { consultant, reviewer, reviewId } = await reviewedConsultant(db(), { stars: 1 });
    await report(reviewId, "keep@example.com", "not-genuine");
    const res = await (
      await admin()
    ).post(`/api/admin/reviews/${reviewId}/decision`, {
      decision: "keep",
      reason: "Der Anruf ist aufgezeichnet; die Kritik ist eine Meinung.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain("Die Bewertung bleibt veröffentlicht.");
    const review = await reviewRow(db(), reviewId);
    expect(review.removed_at).toBeNull();
    const page = (await t.app.inject({ method: "GET", url: `/api/consultants/${consultant.slug}` })).json();
    expect(page.consultant).toMatchObject({ rating: 1, reviewCount: 1 });
    const mail = mailsTo(outbox(), "keep@example.com").find((m) => m.subject.includes("Entscheidung"));
    expect(mail?.text).toContain("Die Bewertung bleibt veröffentlicht.");
    expect(mail?.text).toContain("Eine Bewertung wird nicht entfernt, weil sie negativ ist.");
    expect(mail?.text).not.toContain("Grund der Entfernung");
    expect(mailsTo(outbox(), reviewer.email ?? "-")).toHaveLength(1);
    // A kept review can be reported again, and decided again.
    await report(reviewId, "keep@example.com", "insulting");
    expect((await openQueue()).items.map((i) => i.review.id)).toContain(reviewId);
  });

  it("refuses bad input with a German message and decides nothing", async () => {
    const { reviewId } = await reviewedConsultant(db());
    await report(reviewId, "bad-input@example.com");
    const cases: Array<[object, string]> = [
      [{ decision: "remove", reason: removal.reason }, "Bitte wählen Sie den Grund der Entfernung."],
      [{ ...removal, ground: "negative" }, ""],
      [{ ...removal, reason: "zu kurz" }, "Bitte begründen Sie die Entscheidung in mindestens 10 Zeichen."],
      [{ ...removal, decision: "hide" }, "Bitte wählen Sie eine Entscheidung."],
    ];
    for (const [body, message] of cases) {
      const res = await (await admin()).post(`/api/admin/reviews/${reviewId}/decision`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const decisions = await decisionsOf(db(), reviewId);
    expect(decisions).toHaveLength(0);
  });

  it("answers 409 for a review without an open report and 404 for an unknown one", async () => {
    const { reviewId } = await reviewedConsultant(db());
    const res = await (await admin()).post(`/api/admin/reviews/${reviewId}/decision`, removal);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Zu dieser Bewertung gibt es keine offene Meldung; sie wurde vielleicht schon entschieden.",
    );
    const unknown = await (await admin()).post("/api/admin/reviews/2000000000/decision", removal);
    expect(unknown.statusCode).toBe(404);
    const review = await reviewRow(db(), reviewId);
    expect(review.removed_at).toBeNull();
    const decisions = await decisionsOf(db(), reviewId);
    expect(decisions).toHaveLength(0);
  });

  it("decides once when ten decisions arrive at the same time", async () => {
    const { consultant, reviewer, reviewId } = await reviewedConsultant(db(), { stars: 2 });
    await report(reviewId, "race@example.com");
    const agent = await admin();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        agent.post(
          `/api/admin/reviews/${reviewId}/decision`,
          i % 2 ? removal : { decision: "keep", reason: "Die Kritik ist eine zulässige Meinung." },
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([200, ...Array<number>(9).fill(409)]);
    const decisions = await decisionsOf(db(), reviewId);
    expect(decisions).toHaveLength(1);
    const [report1] = await reportsOf(db(), reviewId);
    expect(report1?.decision_id).toBe(decisions[0]?.id);
    const audit = await db()
      .selectFrom("admin_audit_log")
      .select("id")
      .where("action", "=", "decide_review_report")
      .where("target_user_id", "=", reviewer.id)
      .execute();
    expect(audit).toHaveLength(1);
    const removed = decisions[0]?.decision === "remove";
    const page = (await t.app.inject({ method: "GET", url: `/api/consultants/${consultant.slug}` })).json();
    expect(page.consultant.reviewCount).toBe(removed ? 0 : 1);
    expect(mailsTo(outbox(), "race@example.com").filter((m) => m.subject.includes("Entscheidung"))).toHaveLength(1);
    expect(mailsTo(outbox(), reviewer.email ?? "-")).toHaveLength(1);
  });

  it("skips the reviewer's mail when the account has no address", async () => {
    const { reviewer, reviewId } = await reviewedConsultant(db());
    await db().updateTable("users").set({ email: null }).where("id", "=", reviewer.id).execute();
    await report(reviewId, "no-reviewer-mail@example.com");
    expect((await (await admin()).post(`/api/admin/reviews/${reviewId}/decision`, removal)).statusCode).toBe(200);
    const [decision] = await decisionsOf(db(), reviewId);
    if (!decision) throw new Error("no decision stored");
    // Done, so the job does not look for an address every minute.
    expect(decision.reviewer_mailed_at).toMatch(/^\d{4}-/);
    expect(mailsTo(outbox(), "no-reviewer-mail@example.com").some((m) => m.subject.includes("Entscheidung"))).toBe(
      true,
    );
  });
});

describe("what the administration cannot do", () => {
  it("has no route that changes or hides a review other than a decision", () => {
    const reviewRoutes = routes.filter((r) => /review/i.test(r.url) && r.method !== "GET" && r.method !== "HEAD");
    const administrative = reviewRoutes.filter((r) => r.url.startsWith("/api/admin"));
    expect(administrative.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /api/admin/reviews/:id/decision"]);
  });

  it("cannot change another account's review through the reviewer's own route", async () => {
    const { reviewId } = await reviewedConsultant(db(), { stars: 1 });
    const agent = await admin();
    const res = await agent.put(`/api/reviews/${reviewId}`, { stars: 5, text: "Plötzlich ganz toll gewesen." });
    expect(res.statusCode).toBe(404);
    expect((await agent.delete(`/api/reviews/${reviewId}`)).statusCode).toBe(404);
    const review = await reviewRow(db(), reviewId);
    expect(review).toMatchObject({ stars: 1, removed_at: null });
  });
});
