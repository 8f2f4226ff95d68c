import { describe, expect, it } from "vitest";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent } from "../../support/agent.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import { mailsTo } from "../../support/outbox-mails.ts";
import { reportOf, reportsOf, reviewedConsultant } from "../../support/review-reports.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
appPerSuite(
  () => createTestApp(),
  (app) => (t = app),
);
const db = () => t.database.handle.db;
const url = (reviewId: number) => `/api/reviews/${reviewId}/reports`;

describe("POST /api/reviews/:id/reports", () => {
  it("stores a guest's report with the address it came from and mails the receipt", async () => {
    const { reviewId } = await reviewedConsultant(db(), {
      stars: 1,
      text: `Furchtbar. ${"Sehr enttäuschend und unhöflich. ".repeat(10)}`,
    });
    const agent = createAgent(t.app, { ip: "198.51.100.21" });
    const res = await agent.post(url(reviewId), reportOf({ email: "rita-receipt@example.com" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^Vielen Dank\. Ihre Meldung ist eingegangen/);

    const [report] = await reportsOf(db(), reviewId);
    expect(report).toMatchObject({
      reason: "insulting",
      reporter_name: "Rita Richtig",
      reporter_email: "rita-receipt@example.com",
      reporter_user_id: null,
      ip: "198.51.100.21",
      decision_id: null,
    });
    expect(report?.receipt_mailed_at).toMatch(/^\d{4}-/);

    const [mail, ...more] = mailsTo(t.config.mail.outboxDir, "rita-receipt@example.com");
    expect(more).toHaveLength(0);
    expect(mail?.subject).toContain("Ihre Meldung einer Bewertung ist eingegangen");
    expect(mail?.subject).toContain(`Nr. ${report?.id}`);
    expect(mail?.text).toContain(`Ihre Meldung: Nr. ${report?.id}`);
    expect(mail?.text).toContain("Grund: Beleidigend, bedrohend oder hasserfüllt");
    expect(mail?.text).toContain("Sterne: 1 von 5");
    expect(mail?.text).toContain("über Luna Stern");
    // The first 200 characters of the review, not all of it.
    expect(mail?.text).toContain("Furchtbar. Sehr enttäuschend");
    expect(mail?.text).not.toContain("Sehr enttäuschend und unhöflich. ".repeat(10));
    expect(mail?.text).toContain("es entscheidet kein automatisches Verfahren");
    expect(mail?.text).toContain("Über die Entscheidung und ihre Gründe informieren wir Sie per E-Mail.");
  });

  it("keeps the account of a signed-in reporter; without an address no mail is sent", async () => {
    const { reviewId } = await reviewedConsultant(db());
    const user = await createUser(db());
    const agent = createAgent(t.app);
    await login(agent, user);
    const res = await agent.post(url(reviewId), reportOf({ name: "", email: "" }));
    expect(res.statusCode).toBe(201);
    const [report] = await reportsOf(db(), reviewId);
    expect(report).toMatchObject({ reporter_user_id: user.id, reporter_email: null, reporter_name: null });
    expect(report?.receipt_mailed_at).toBeNull();
  });

  it("answers 404 for an unknown or removed review and stores nothing", async () => {
    const { reviewId } = await reviewedConsultant(db());
    await db()
      .updateTable("reviews")
      .set({ removed_at: new Date().toISOString() })
      .where("id", "=", reviewId)
      .execute();
    const agent = createAgent(t.app);
    for (const id of [reviewId, 2_000_000_000]) {
      const res = await agent.post(url(id), reportOf());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Diese Bewertung gibt es nicht." });
    }
    expect(await reportsOf(db(), reviewId)).toHaveLength(0);
  });

  it("refuses bad input with a German message and stores nothing", async () => {
    const { reviewId } = await reviewedConsultant(db());
    const agent = createAgent(t.app);
    const cases: Array<[object, string]> = [
      [{ ...reportOf(), goodFaith: false }, "Bitte bestätigen Sie, dass Ihre Angaben nach bestem Wissen richtig sind."],
      [{ ...reportOf(), reason: "negative" }, "Bitte wählen Sie einen Grund."],
      [reportOf({ text: "x".repeat(2001) }), "Die Erläuterung darf höchstens 2.000 Zeichen lang sein."],
    ];
    for (const [body, message] of cases) {
      const res = await agent.post(url(reviewId), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await agent.post(url(reviewId), reportOf({ email: "keine-adresse" }))).statusCode).toBe(400);
    expect(await reportsOf(db(), reviewId)).toHaveLength(0);
  });

  it("drops a report whose honeypot is filled, with the same answer", async () => {
    const { reviewId } = await reviewedConsultant(db());
    const res = await createAgent(t.app).post(url(reviewId), { ...reportOf(), website: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^Vielen Dank/);
    expect(await reportsOf(db(), reviewId)).toHaveLength(0);
  });

  it("keeps one open report per reporter: a second one answers 409", async () => {
    const { reviewId } = await reviewedConsultant(db());
    const agent = createAgent(t.app);
    expect((await agent.post(url(reviewId), reportOf({ email: "zweimal@example.com" }))).statusCode).toBe(201);
    const again = await agent.post(url(reviewId), reportOf({ email: "zweimal@example.com", reason: "other" }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Sie haben diese Bewertung bereits gemeldet. Wir prüfen Ihre Meldung und informieren Sie.",
    );
    // An anonymous reporter is known by the address the report came from.
    const anonymous = createAgent(t.app);
    expect((await anonymous.post(url(reviewId), reportOf({ email: "", name: "" }))).statusCode).toBe(201);
    expect((await anonymous.post(url(reviewId), reportOf({ email: "", name: "" }))).statusCode).toBe(409);
    // Someone else may report it too.
    expect((await createAgent(t.app).post(url(reviewId), reportOf({ email: "andere@example.com" }))).statusCode).toBe(
      201,
    );
    expect(await reportsOf(db(), reviewId)).toHaveLength(3);
    expect(mailsTo(t.config.mail.outboxDir, "zweimal@example.com")).toHaveLength(1);
  });

  it("limits reports per address with a German 429", async () => {
    const { reviewId } = await reviewedConsultant(db());
    const agent = createAgent(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await agent.post(url(reviewId), reportOf({ email: `viele-${i}@example.com` }));
      expect(res.statusCode).toBe(201);
    }
    const res = await agent.post(url(reviewId), reportOf({ email: "eine-zu-viel@example.com" }));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
    );
    expect(await reportsOf(db(), reviewId)).toHaveLength(10);
  });

  it("refuses a report sent from another site", async () => {
    const { reviewId } = await reviewedConsultant(db());
    const res = await createAgent(t.app, { origin: "https://evil.example" }).post(url(reviewId), reportOf());
    expect(res.statusCode).toBe(403);
    expect(await reportsOf(db(), reviewId)).toHaveLength(0);
  });
});
