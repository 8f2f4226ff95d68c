import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../support/agent.ts";
import { createTestAppWithMail, type WithSmtp } from "../../support/app-with-mail.ts";
import { type TestApp } from "../../support/test-app.ts";

// A barrier reported on /barrierefreiheit goes through the contact form with the topic
// "barrier": stored with it, and named in the support mail's subject and text.

const report = {
  name: "Erika Mustermann",
  message: "Der Kaufdialog lässt sich mit der Tastatur nicht schließen.",
  topic: "barrier",
};

describe("POST /api/contact with a topic", () => {
  let t: WithSmtp<TestApp>;
  beforeAll(async () => {
    t = await createTestAppWithMail({ SUPPORT_EMAIL: "hilfe@portal.test" });
  });
  afterAll(async () => {
    await t.close();
  });

  const topicOf = (email: string) =>
    t.database.handle.db.selectFrom("contact_messages").select("topic").where("email", "=", email).executeTakeFirst();

  it("stores a reported barrier with its topic and names it in the mail to support", async () => {
    const mailsBefore = t.smtp.mails.length;
    const res = await createAgent(t.app).post("/api/contact", { ...report, email: "barriere@example.de" });
    expect(res.statusCode).toBe(200);
    expect(await topicOf("barriere@example.de")).toEqual({ topic: "barrier" });
    const mails = await t.smtp.waitFor(mailsBefore + 1);
    const raw = (mails.find((m) => m.raw.includes("Reply-To: barriere@example.de"))?.raw ?? "").replace(
      /\r?\n[ \t]/g,
      " ",
    );
    expect(raw).toMatch(/^Subject: \[Sternenruf\] Barriere melden von Erika Mustermann/m);
    expect(raw).toContain("Thema: Barriere melden");
  });

  it("keeps a message without a topic as an ordinary contact message", async () => {
    const res = await createAgent(t.app).post("/api/contact", {
      ...report,
      topic: undefined,
      email: "frage@example.de",
    });
    expect(res.statusCode).toBe(200);
    expect(await topicOf("frage@example.de")).toEqual({ topic: null });
  });

  it("rejects a topic the portal does not know and stores nothing", async () => {
    const res = await createAgent(t.app).post("/api/contact", { ...report, topic: "werbung", email: "x@example.de" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
    expect(await topicOf("x@example.de")).toBeUndefined();
  });
});
