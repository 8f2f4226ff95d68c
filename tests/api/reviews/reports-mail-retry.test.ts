import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { createAdmin } from "../../../src/server/db/seed/factories.ts";
import { createAgent } from "../../support/agent.ts";
import { parseMail } from "../../support/outbox-mails.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { reportOf, reportsOf, reviewedConsultant } from "../../support/review-reports.ts";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The mail server is down when the report arrives and when the decision is made: both are
// stored and answered all the same, and the job sends every mail once the server is back.

const jobIntervalMs = 100;
let t: TestApp;
let port = 0;
let smtp: SmtpSink | undefined;
/** Due or claimed by the job's try in flight: not an instant. */
const sent = (mailedAt: string | null | undefined) => /^\d{4}-/.test(mailedAt ?? "");

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_INTERVAL_MS: String(jobIntervalMs) });
});
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

describe("review moderation mails while the mail server is down", () => {
  it("keeps them due and sends each exactly once when it is back", async () => {
    const db = t.database.handle.db;
    const { reviewId, reviewer } = await reviewedConsultant(db);
    const res = await createAgent(t.app).post(
      `/api/reviews/${reviewId}/reports`,
      reportOf({ email: "spaet@example.com" }),
    );
    expect(res.statusCode).toBe(201);
    expect(sent((await reportsOf(db, reviewId))[0]?.receipt_mailed_at)).toBe(false);

    const admin = createAgent(t.app);
    await login(admin, await createAdmin(db));
    const decided = await admin.post(`/api/admin/reviews/${reviewId}/decision`, {
      decision: "remove",
      ground: "insulting",
      reason: "Die Bewertung beschimpft die Beraterin persönlich.",
    });
    expect(decided.statusCode).toBe(200);
    const decision = await db
      .selectFrom("review_decisions")
      .selectAll()
      .where("review_id", "=", reviewId)
      .executeTakeFirstOrThrow();
    expect(sent(decision.reviewer_mailed_at)).toBe(false);
    expect(sent((await reportsOf(db, reviewId))[0]?.decision_mailed_at)).toBe(false);

    smtp = await startSmtpSink(port);
    await smtp.waitFor(3, 10_000);
    // Twenty more rounds of the job: nothing is sent a second time.
    await new Promise((r) => setTimeout(r, 20 * jobIntervalMs));
    const mails = smtp.mails.map((m, i) => ({ to: m.to, subject: parseMail(String(i), m.raw).subject }));
    expect(mails).toHaveLength(3);
    expect(mails.filter((m) => m.to.includes("spaet@example.com")).map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Ihre Meldung einer Bewertung ist eingegangen"),
        expect.stringContaining("Entscheidung zu Ihrer Meldung"),
      ]),
    );
    expect(mails.filter((m) => m.to.includes(reviewer.email ?? "-"))).toHaveLength(1);

    const [report] = await reportsOf(db, reviewId);
    expect(report?.receipt_mailed_at).toMatch(/^\d{4}-/);
    expect(report?.decision_mailed_at).toMatch(/^\d{4}-/);
    const after = await db
      .selectFrom("review_decisions")
      .select("reviewer_mailed_at")
      .where("id", "=", decision.id)
      .executeTakeFirstOrThrow();
    expect(after.reviewer_mailed_at).toMatch(/^\d{4}-/);
  }, 30_000);
});
