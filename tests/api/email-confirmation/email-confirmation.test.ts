import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCall, createUser } from "../../../src/server/db/seed/factories.ts";
import { mailKinds, type MailKind, type MailMessage } from "../../../src/server/modules/mail/index.ts";
import { confirmedOnly } from "../../../src/server/modules/mail/confirmed-only.ts";
import { createUsersModule } from "../../../src/server/modules/users/index.ts";
import { emailConfirmationMessages } from "../../../src/shared/schemas/email-confirmation.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { createTestAppWithMail, type WithSmtp } from "../../support/app-with-mail.ts";
import { parseMail, type OutboxMail } from "../../support/outbox-mails.ts";
import { newSignupBody } from "../../support/registration.ts";
import { spendingFor } from "../../support/spending.ts";
import { testOrigin, type TestApp } from "../../support/test-app.ts";

// The confirmation of the registration's address, and the mails that wait for it (docs/decisions/0051).
let t: WithSmtp<TestApp>;
beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => t.close());

const db = () => t.database.handle.db;
const limitsNotice = "Ihr Ausgabenlimit wurde geändert";

interface Account {
  id: number;
  email: string;
  agent: Agent;
  /** The token of the link in the registration's mail. */
  token: string;
}

function mailsTo(address: string): OutboxMail[] {
  return t.smtp.mails.filter((m) => m.to.includes(address)).map((m) => parseMail("", m.raw));
}

function tokenIn(mail: OutboxMail | undefined): string {
  const match = mail?.text.match(new RegExp(`${testOrigin}/e-mail-bestaetigen\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error("no confirmation link in the mail");
  return match[1];
}

/** A new account through the registration section, logged in; the link mailed to it. */
async function register(): Promise<Account> {
  const body = newSignupBody();
  const agent = createAgent(t.app);
  const created = await agent.post("/api/users", body);
  expect(created.statusCode, created.body).toBe(201);
  expect((await agent.post("/api/auth/login", { identifier: body.phone, password: body.password })).statusCode).toBe(
    200,
  );
  const links = mailsTo(body.email).filter((m) => m.subject.startsWith("Bitte bestätigen Sie Ihre E-Mail-Adresse"));
  expect(links).toHaveLength(1);
  return { id: created.json<{ id: number }>().id, email: body.email, agent, token: tokenIn(links[0]) };
}

const confirm = (token: string) => createAgent(t.app).post("/api/email-confirmation/confirm", { token });
const state = async (agent: Agent) => (await agent.get("/api/email-confirmation")).json();
const setLimits = async (agent: Agent, monthlyEuros: number) => {
  const res = await agent.put("/api/spending/limits", { monthlyEuros, dailyEuros: null });
  expect(res.statusCode, res.body).toBe(200);
};

describe("the registration's confirmation link", () => {
  it("is mailed at registration, confirms once without a login, and only then do the limit notices go out", async () => {
    const a = await register();
    expect(await state(a.agent)).toEqual({ email: a.email, confirmed: false });

    // The limit notice is mailed within the request; to an unconfirmed address it is withheld.
    await setLimits(a.agent, 120);
    expect(mailsTo(a.email).filter((m) => m.subject.startsWith(limitsNotice))).toEqual([]);

    const ok = await confirm(a.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: emailConfirmationMessages.confirmed });
    const again = await confirm(a.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: emailConfirmationMessages.linkInvalid });
    expect(await state(a.agent)).toEqual({ email: a.email, confirmed: true });

    await setLimits(a.agent, 110);
    expect(mailsTo(a.email).filter((m) => m.subject.startsWith(limitsNotice))).toHaveLength(1);
  });

  it("refuses an expired link and a forged one, and nothing is confirmed", async () => {
    const a = await register();
    await db()
      .updateTable("email_confirmations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", a.id)
      .execute();
    const expired = await confirm(a.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: emailConfirmationMessages.linkExpired });

    const b = await register();
    const forged = await confirm(`${b.token.slice(0, -2)}xy`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: emailConfirmationMessages.linkInvalid });
    const empty = await confirm("");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: emailConfirmationMessages.linkInvalid });

    expect(await state(a.agent)).toEqual({ email: a.email, confirmed: false });
    expect(await state(b.agent)).toEqual({ email: b.email, confirmed: false });
  });

  it("is sent again on request, the older link stops working, at most three a day", async () => {
    const a = await register();
    expect((await createAgent(t.app).post("/api/email-confirmation/resend", {})).statusCode).toBe(401);
    const resent = await a.agent.post("/api/email-confirmation/resend", {});
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ email: a.email, confirmed: false, message: emailConfirmationMessages.linkSent });
    const links = mailsTo(a.email).filter((m) => m.subject.startsWith("Bitte bestätigen"));
    expect(links).toHaveLength(2);
    expect((await confirm(a.token)).statusCode).toBe(400);

    expect((await a.agent.post("/api/email-confirmation/resend", {})).statusCode).toBe(200);
    expect((await a.agent.post("/api/email-confirmation/resend", {})).statusCode).toBe(200);
    const fourth = await a.agent.post("/api/email-confirmation/resend", {});
    expect(fourth.statusCode).toBe(429);

    const newest = mailsTo(a.email)
      .filter((m) => m.subject.startsWith("Bitte bestätigen"))
      .at(-1);
    expect((await confirm(tokenIn(newest))).statusCode).toBe(200);
    const done = await a.agent.post("/api/email-confirmation/resend", {});
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ message: emailConfirmationMessages.alreadyConfirmed });
  });
});

describe("a change of address", () => {
  it("leaves the new address unconfirmed until its link is used, and the registration's link then confirms nothing", async () => {
    const a = await register();
    const newAddress = `neu-${a.id}@example.de`;
    const asked = await a.agent.post("/api/personal-data/email", { email: newAddress, currentPassword: "geheim1" });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await state(a.agent)).toEqual({ email: a.email, confirmed: false });
    const changeMail = mailsTo(newAddress).find((m) => m.subject === "Bitte bestätigen Sie Ihre neue E-Mail-Adresse");
    const changeToken = changeMail?.text.match(/email-token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    const changed = await a.agent.post("/api/personal-data/email/confirm", { token: changeToken });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await state(a.agent)).toEqual({ email: newAddress, confirmed: true });

    // The registration's link named the old address: it confirms nothing now.
    await db().updateTable("users").set({ email_confirmed_at: null }).where("id", "=", a.id).execute();
    const stale = await confirm(a.token);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: emailConfirmationMessages.linkInvalid });
    expect(await state(a.agent)).toEqual({ email: newAddress, confirmed: false });
  });
});

describe("which mails wait for the confirmed address", () => {
  /** The portal's mailer in front of a recorder, deciding against the accounts in the database. */
  function gatedRecorder() {
    const sent: MailMessage[] = [];
    const recorder = { send: async (m: MailMessage) => void sent.push(m), close() {}, transport: "none" };
    return { sent, mailer: confirmedOnly(recorder, createUsersModule({ db: db() }).isAddressConfirmed, t.app.log) };
  }

  it("sends contract, payment and security mails to any address and the others only to a confirmed one", async () => {
    // The list itself: a kind that goes out unconfirmed is a decision this test names.
    const goesOutUnconfirmed: MailKind[] = [
      "orderConfirmation",
      "paymentReceipt",
      "cancellationConfirmation",
      "contractDeclaration",
      "reviewModeration",
      "passwordReset",
      "passwordChanged",
      "emailChange",
      "emailConfirmation",
      "contactReceipt",
      "toSupport",
    ];
    const kinds = Object.keys(mailKinds) as MailKind[];
    expect(kinds.filter((k) => mailKinds[k] === "any").sort()).toEqual([...goesOutUnconfirmed].sort());
    expect(kinds.filter((k) => mailKinds[k] === "confirmed").sort()).toEqual(
      [
        "availabilityAlert",
        "dataExportReady",
        "horoscope",
        "monthlySummary",
        "spendingNotice",
        "spendingWarning",
      ].sort(),
    );

    const unconfirmed = await createUser(db(), { emailConfirmed: false });
    const confirmed = await createUser(db());
    const { sent, mailer } = gatedRecorder();
    for (const kind of kinds) {
      for (const to of [unconfirmed.email ?? "", confirmed.email ?? "", "fremd@example.org"]) {
        await mailer.send({ kind, to, subject: kind, text: "" });
      }
    }
    expect(sent.filter((m) => m.to === confirmed.email).map((m) => m.kind)).toEqual(kinds);
    expect(sent.filter((m) => m.to === unconfirmed.email).map((m) => m.kind)).toEqual(
      kinds.filter((k) => goesOutUnconfirmed.includes(k)),
    );
    expect(sent.filter((m) => m.to === "fremd@example.org").map((m) => m.kind)).toEqual(
      kinds.filter((k) => mailKinds[k] === "any"),
    );
  });

  it("sends the monthly summary to a confirmed address and withholds it from an unconfirmed one", async () => {
    const unconfirmed = await createUser(db(), { emailConfirmed: false });
    const confirmed = await createUser(db());
    for (const user of [unconfirmed, confirmed]) {
      await createCall(db(), { userId: user.id, line: "member", startedAt: "2032-06-10T18:00:00Z" });
    }
    const { sent, mailer } = gatedRecorder();
    await spendingFor(db(), { now: () => new Date("2032-07-02T08:00:00Z") }, 15_000, mailer).sendMonthlySummaries();
    expect(sent.filter((m) => m.to === confirmed.email).map((m) => m.subject)).toEqual([
      "Ihr Monat bei Sternenruf: Juni 2032",
    ]);
    expect(sent.filter((m) => m.to === unconfirmed.email)).toEqual([]);
  });
});
