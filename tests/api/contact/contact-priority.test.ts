import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createUser, DEFAULT_PASSWORD, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent } from "../../support/agent.ts";
import { createTestAppWithMail, type WithSmtp } from "../../support/app-with-mail.ts";
import { type TestApp } from "../../support/test-app.ts";

// Prioritäts-Support, a feature of the membership: a signed-in member's contact message is
// stored as priority and reaches support with a subject that says so; everyone else's is not.

const message = "Ich habe eine Frage zu meinem Horoskop und zur Durchwahl.";

/** The Subject header with its MIME encoded words (RFC 2047) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

describe("POST /api/contact and the members' priority support", () => {
  let t: WithSmtp<TestApp>;
  beforeAll(async () => {
    t = await createTestAppWithMail({ SUPPORT_EMAIL: "hilfe@portal.test" });
  });
  afterAll(async () => {
    await t.close();
  });

  async function send(user: CreatedUser | null, email: string) {
    const mailsBefore = t.smtp.mails.length;
    const agent = createAgent(t.app);
    if (user) {
      const login = await agent.post("/api/auth/login", { identifier: user.phone, password: DEFAULT_PASSWORD });
      expect(login.statusCode).toBe(200);
    }
    const res = await agent.post("/api/contact", { name: "Erika Mustermann", email, message });
    expect(res.statusCode).toBe(200);
    const row = await t.database.handle.db
      .selectFrom("contact_messages")
      .select(["priority", "email"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const mails = await t.smtp.waitFor(mailsBefore + 1);
    const mail = mails.find((m) => m.raw.includes(`Reply-To: ${email}`));
    return { priority: row.priority, subject: subjectOf(mail?.raw ?? ""), raw: mail?.raw ?? "" };
  }

  it("marks a member's message as priority and names it so in the subject", async () => {
    const member = await createMember(t.database.handle.db);
    const sent = await send(member, "mitglied@example.de");
    expect(sent.priority).toBe(1);
    expect(sent.subject).toBe("[Sternenruf] Prioritäts-Anfrage (Premium-Mitglied) von Erika Mustermann");
    expect(sent.raw).toContain(`Kundennummer ${member.id}`);
  });

  it("keeps the message of a signed-in user without membership and of a guest ordinary", async () => {
    const user = await createUser(t.database.handle.db);
    const signedIn = await send(user, "kunde@example.de");
    expect(signedIn.priority).toBe(0);
    expect(signedIn.subject).toBe("[Sternenruf] Kontaktanfrage von Erika Mustermann");
    expect(signedIn.raw).not.toContain("Kundennummer");

    const guest = await send(null, "gast@example.de");
    expect(guest.priority).toBe(0);
    expect(guest.subject).toBe("[Sternenruf] Kontaktanfrage von Erika Mustermann");
  });
});
