import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, type Agent } from "../../support/agent.ts";
import { createTestAppWithMail, type WithSmtp } from "../../support/app-with-mail.ts";
import { expectGermanRefusal } from "../../support/german-refusal.ts";
import { parseMail, type OutboxMail } from "../../support/outbox-mails.ts";
import { newSignupBody } from "../../support/registration.ts";
import { testOrigin, type TestApp } from "../../support/test-app.ts";

const wrongPassword = "Das aktuelle Passwort ist nicht richtig. Es wurde nichts geändert.";
const linkInvalid =
  "Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde schon verwendet. Bitte ändern Sie Ihre E-Mail-Adresse erneut.";

let t: WithSmtp<TestApp>;
beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => {
  await t.close();
});

interface Account {
  id: number;
  name: string;
  phone: string;
  email: string;
  password: string;
  agent: Agent;
}

/** A new account through the registration, logged in on an agent of its own. */
async function register(overrides: Parameters<typeof newSignupBody>[0] = {}): Promise<Account> {
  const body = newSignupBody(overrides);
  const agent = createAgent(t.app);
  const created = await agent.post("/api/users", body);
  expect(created.statusCode).toBe(201);
  await login(body.phone, body.password, agent);
  return { id: (created.json() as { id: number }).id, ...body, agent };
}

async function login(identifier: string, password: string, agent: Agent = createAgent(t.app)): Promise<Agent> {
  const res = await agent.post("/api/auth/login", { identifier, password });
  expect(res.statusCode).toBe(200);
  return agent;
}

async function userRow(id: number) {
  return t.database.handle.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** The mails received after `before`, once `count` more have arrived, parsed. */
async function mailsAfter(before: number, count: number): Promise<OutboxMail[]> {
  const mails = await t.smtp.waitFor(before + count);
  return mails.slice(before).map((m) => parseMail("", m.raw));
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
}

function linkTokenIn(mail: OutboxMail | undefined): string {
  const match = mail?.text.match(new RegExp(`${testOrigin}/profile\\?email-token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error("no confirmation link in the mail");
  return match[1];
}

describe("changing the name", () => {
  it("changes it with the current password and refuses a wrong password or an invalid name", async () => {
    const a = await register({ name: "Erika Muster" });
    const wrong = await a.agent.put("/api/personal-data/name", { name: "Erika Neu", currentPassword: "falsch-123" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: wrongPassword });
    const short = await a.agent.put("/api/personal-data/name", { name: "E", currentPassword: a.password });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: "Name muss mindestens 2 Zeichen lang sein." });
    const missing = await a.agent.put("/api/personal-data/name", { name: "Erika Neu", currentPassword: "" });
    expect(missing.statusCode).toBe(400);
    expectGermanRefusal(missing, "no current password");
    expect((await userRow(a.id)).name).toBe("Erika Muster");

    const ok = await a.agent.put("/api/personal-data/name", { name: "  Erika Neu ", currentPassword: a.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: a.id, name: "Erika Neu" });
    expect((await userRow(a.id)).name).toBe("Erika Neu");
  });

  it("answers 401 without a login", async () => {
    const res = await createAgent(t.app).put("/api/personal-data/name", { name: "Wer", currentPassword: "x" });
    expect(res.statusCode).toBe(401);
  });
});

describe("changing the phone", () => {
  it("stores the registration's canonical form and refuses another account's number in another notation", async () => {
    const other = await register();
    const a = await register();
    // +49162… written as a German national number with spaces and a dash.
    const national = `0${other.phone.slice(3, 6)} ${other.phone.slice(6, 9)}-${other.phone.slice(9)}`;
    const taken = await a.agent.put("/api/personal-data/phone", { phone: national, currentPassword: a.password });
    expect(taken.statusCode).toBe(400);
    // The form's field wants the international form, as at registration; in it, the number is taken.
    const spaced = `+49 ${other.phone.slice(3, 6)} ${other.phone.slice(6)}`;
    const takenSpaced = await a.agent.put("/api/personal-data/phone", { phone: spaced, currentPassword: a.password });
    expect(takenSpaced.statusCode).toBe(409);
    expect(takenSpaced.json()).toEqual({ message: "Diese Telefonnummer ist bereits registriert." });
    const takenTrunk = await a.agent.put("/api/personal-data/phone", {
      phone: `+49 (0) ${other.phone.slice(3)}`,
      currentPassword: a.password,
    });
    expect(takenTrunk.statusCode).toBe(409);

    const invalid = await a.agent.put("/api/personal-data/phone", { phone: "12345", currentPassword: a.password });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: "Telefonnummer muss im internationalen Format sein (z.B. +49...)." });
    const wrong = await a.agent.put("/api/personal-data/phone", {
      phone: "+49 171 1234567",
      currentPassword: "x1x1x1",
    });
    expect(wrong.statusCode).toBe(403);
    expect((await userRow(a.id)).phone).toBe(a.phone);

    const fresh = `+49170${String(a.id).padStart(8, "0")}`;
    const spelled = `+49 (0) 170 / ${fresh.slice(6, 10)} ${fresh.slice(10)}`;
    const ok = await a.agent.put("/api/personal-data/phone", { phone: spelled, currentPassword: a.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ phone: fresh });
    expect((await userRow(a.id)).phone).toBe(fresh);
    // The member line and the login recognise the new number.
    await login(fresh, a.password);
    const same = await a.agent.put("/api/personal-data/phone", { phone: fresh, currentPassword: a.password });
    expect(same.statusCode).toBe(200);
  });
});

describe("changing the e-mail address", () => {
  it("takes effect with the link mailed to the new address and tells the old one twice", async () => {
    const a = await register();
    const newEmail = `neu-${a.id}@example.de`;
    const before = t.smtp.mails.length;
    const asked = await a.agent.post("/api/personal-data/email", {
      email: newEmail.toUpperCase(),
      currentPassword: a.password,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ pendingEmail: newEmail });
    const mails = await mailsAfter(before, 2);
    const toNew = mails.find((m) => m.to.includes(newEmail));
    const toOld = mails.find((m) => m.to.includes(a.email));
    expect(toNew?.subject).toBe("Bitte bestätigen Sie Ihre neue E-Mail-Adresse");
    expect(toOld?.subject).toBe("Ihre E-Mail-Adresse wird geändert");
    expect(toOld?.text).toContain(newEmail);
    expect(toOld?.text).not.toContain("email-token");
    const token = linkTokenIn(toNew);

    // Nothing changed yet; the token is stored only hashed.
    expect((await userRow(a.id)).email).toBe(a.email);
    const stored = await t.database.handle.db.selectFrom("email_changes").selectAll().execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    expect((await a.agent.get("/api/personal-data/email")).json()).toMatchObject({ pendingEmail: newEmail });

    // Another account cannot spend it, and its attempt leaves the link working.
    const stranger = await register();
    const foreign = await stranger.agent.post("/api/personal-data/email/confirm", { token });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ message: linkInvalid });

    const beforeConfirm = t.smtp.mails.length;
    const confirmed = await a.agent.post("/api/personal-data/email/confirm", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: newEmail });
    expect((await userRow(a.id)).email).toBe(newEmail);
    const [done] = await mailsAfter(beforeConfirm, 1);
    expect(done?.to).toContain(a.email);
    expect(done?.subject).toBe("Ihre E-Mail-Adresse wurde geändert");
    await login(newEmail, a.password);

    const again = await a.agent.post("/api/personal-data/email/confirm", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: linkInvalid });
    expect((await a.agent.get("/api/personal-data/email")).json()).toEqual({ pendingEmail: null, expiresAt: null });
  });

  it("leaves one waiting change for ten requests at once, and lets ten confirmations at once spend the link once", async () => {
    const a = await register();
    const before = t.smtp.mails.length;
    const asked = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        a.agent.post("/api/personal-data/email", {
          email: `zehn-${i}-${a.id}@example.de`,
          currentPassword: a.password,
        }),
      ),
    );
    for (const res of asked) expect([200, 429]).toContain(res.statusCode);
    const granted = asked.filter((res) => res.statusCode === 200).length;
    expect(granted).toBeGreaterThanOrEqual(1);
    expect(granted).toBeLessThanOrEqual(5);
    const rows = await t.database.handle.db
      .selectFrom("email_changes")
      .selectAll()
      .where("user_id", "=", a.id)
      .execute();
    expect(rows).toHaveLength(1);
    const mails = await mailsAfter(before, granted * 2);
    const link = mails.filter((m) => m.to.includes(rows[0]?.new_email ?? "-")).at(-1);
    const token = linkTokenIn(link);

    const confirmed = await Promise.all(
      Array.from({ length: 10 }, () => a.agent.post("/api/personal-data/email/confirm", { token })),
    );
    expect(confirmed.map((res) => res.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(400)]);
    expect((await userRow(a.id)).email).toBe(rows[0]?.new_email);
  });

  it("refuses an expired link and keeps the old address", async () => {
    const a = await register();
    const before = t.smtp.mails.length;
    await a.agent.post("/api/personal-data/email", { email: `spaet-${a.id}@example.de`, currentPassword: a.password });
    const token = linkTokenIn((await mailsAfter(before, 2)).find((m) => m.to.includes(`spaet-${a.id}`)));
    await t.database.handle.db
      .updateTable("email_changes")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", a.id)
      .execute();
    const res = await a.agent.post("/api/personal-data/email/confirm", { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: linkInvalid });
    expect((await userRow(a.id)).email).toBe(a.email);
  });

  it("keeps only the newest link alive", async () => {
    const a = await register();
    let before = t.smtp.mails.length;
    await a.agent.post("/api/personal-data/email", { email: `erst-${a.id}@example.de`, currentPassword: a.password });
    const first = linkTokenIn((await mailsAfter(before, 2)).find((m) => m.to.includes(`erst-${a.id}`)));
    before = t.smtp.mails.length;
    await a.agent.post("/api/personal-data/email", { email: `dann-${a.id}@example.de`, currentPassword: a.password });
    const second = linkTokenIn((await mailsAfter(before, 2)).find((m) => m.to.includes(`dann-${a.id}`)));
    expect((await a.agent.post("/api/personal-data/email/confirm", { token: first })).statusCode).toBe(400);
    expect((await a.agent.post("/api/personal-data/email/confirm", { token: second })).statusCode).toBe(200);
    expect((await userRow(a.id)).email).toBe(`dann-${a.id}@example.de`);
  });

  it("refuses another account's address, the own one, an invalid one and a wrong password, and mails nothing", async () => {
    const other = await register();
    const a = await register();
    const before = t.smtp.mails.length;
    const taken = await a.agent.post("/api/personal-data/email", {
      email: other.email.toUpperCase(),
      currentPassword: a.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: "Diese E-Mail-Adresse ist bereits registriert." });
    const own = await a.agent.post("/api/personal-data/email", { email: a.email, currentPassword: a.password });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: "Das ist bereits Ihre E-Mail-Adresse." });
    const invalid = await a.agent.post("/api/personal-data/email", { email: "kein-at", currentPassword: a.password });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: "Bitte geben Sie eine gültige E-Mail-Adresse ein." });
    const wrong = await a.agent.post("/api/personal-data/email", {
      email: `frei-${a.id}@example.de`,
      currentPassword: "nicht-es",
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: wrongPassword });
    await settle();
    expect(t.smtp.mails).toHaveLength(before);
    expect(
      await t.database.handle.db.selectFrom("email_changes").selectAll().where("user_id", "=", a.id).execute(),
    ).toEqual([]);
  });
});

describe("changing the password", () => {
  it("ends the other sessions, keeps this one and confirms by mail", async () => {
    const a = await register();
    const elsewhere = await login(a.phone, a.password);
    expect((await elsewhere.get("/api/auth/me")).statusCode).toBe(200);

    const short = await a.agent.put("/api/personal-data/password", {
      newPassword: "kurz",
      currentPassword: a.password,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: "Passwort muss mindestens 6 Zeichen lang sein." });
    const wrong = await a.agent.put("/api/personal-data/password", {
      newPassword: "neues-pw-1",
      currentPassword: "falsch-1",
    });
    expect(wrong.statusCode).toBe(403);
    expect((await elsewhere.get("/api/auth/me")).statusCode).toBe(200);

    const before = t.smtp.mails.length;
    const ok = await a.agent.put("/api/personal-data/password", {
      newPassword: "neues-pw-1",
      currentPassword: a.password,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: "Ihr Passwort wurde geändert. Alle anderen Anmeldungen wurden beendet." });
    expect((await a.agent.get("/api/auth/me")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/auth/me")).statusCode).toBe(401);
    const [mail] = await mailsAfter(before, 1);
    expect(mail?.to).toContain(a.email);
    expect(mail?.subject).toBe("Passwort geändert");

    const old = await createAgent(t.app).post("/api/auth/login", { identifier: a.phone, password: a.password });
    expect(old.statusCode).toBe(401);
    await login(a.phone, "neues-pw-1");
  });

  it("counts wrong passwords against the login's failure budget", async () => {
    const a = await register();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await a.agent.put("/api/personal-data/name", { name: "Rate Versuch", currentPassword: `falsch-${i}` }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    expect((await userRow(a.id)).name).toBe(a.name);
  });
});

describe("a password reset", () => {
  it("also ends every session and sends 'Passwort geändert'", async () => {
    const a = await register();
    let before = t.smtp.mails.length;
    await createAgent(t.app).post("/api/auth/forgot-password", { email: a.email });
    const [resetMail] = await mailsAfter(before, 1);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(resetMail?.text ?? "")?.[1] ?? "";
    before = t.smtp.mails.length;
    const reset = await createAgent(t.app).post("/api/auth/reset-password", { token, password: "zurueck-1" });
    expect(reset.statusCode).toBe(200);
    expect((await a.agent.get("/api/auth/me")).statusCode).toBe(401);
    const [mail] = await mailsAfter(before, 1);
    expect(mail?.to).toContain(a.email);
    expect(mail?.subject).toBe("Passwort geändert");
  });
});
