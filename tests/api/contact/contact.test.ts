import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testOrigin, type TestApp } from "../../support/test-app.ts";
import { createTestAppWithMail, type WithSmtp } from "../../support/app-with-mail.ts";
import { parseMail } from "../../support/outbox-mails.ts";

const valid = {
  name: "Erika Mustermann",
  email: "erika@example.de",
  message: "Wie funktioniert die Mitgliedschaft genau?",
};
const successMessage = "Vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.";

function post(t: TestApp, payload: unknown, ip = "203.0.113.1") {
  return t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: payload as object,
    remoteAddress: ip,
    headers: { origin: testOrigin },
  });
}

async function storedMessages(t: TestApp) {
  return t.database.handle.db.selectFrom("contact_messages").selectAll().orderBy("id").execute();
}

describe("POST /api/contact over SMTP", () => {
  let t: WithSmtp<TestApp>;
  beforeAll(async () => {
    t = await createTestAppWithMail({ SUPPORT_EMAIL: "hilfe@portal.test" });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    [{ ...valid, name: "E" }, "Name muss mindestens 2 Zeichen lang sein"],
    [{ ...valid, name: "  E " }, "Name muss mindestens 2 Zeichen lang sein"],
    [{ ...valid, email: "keine-adresse" }, "Ungültige E-Mail-Adresse"],
    [{ ...valid, message: "zu kurz" }, "Nachricht muss mindestens 10 Zeichen lang sein"],
  ])("rejects %o with its German message and stores nothing", async (payload, message) => {
    const res = await post(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await storedMessages(t)).toHaveLength(0);
  });

  it("rejects a body that is not JSON in German", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json", origin: testOrigin },
      payload: "{kaputt",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Die Anfrage enthält kein gültiges JSON." });
  });

  it("stores the message and mails it to support with a reply-to", async () => {
    const res = await post(t, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: successMessage });

    const [mail] = await t.smtp.waitFor(1);
    expect(mail?.to).toEqual(["hilfe@portal.test"]);
    expect(mail?.raw).toContain("Reply-To: erika@example.de");
    expect(mail?.raw).toContain("Wie funktioniert die Mitgliedschaft genau?");

    const rows = await storedMessages(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: valid.name, email: valid.email, message: valid.message, ip: "203.0.113.1" });
    expect(rows[0]?.mailed_at).toBeTruthy();
  });

  it("sends the sender a receipt with the message's number that repeats nothing typed", async () => {
    const before = t.smtp.mails.length;
    const typed = {
      name: "Gewinnspiel https://spam.example",
      email: "fremde@example.de",
      message: "Sie haben gewonnen! Klicken Sie auf https://spam.example/preis",
    };
    expect((await post(t, typed, "203.0.113.2")).statusCode).toBe(200);
    const mails = (await t.smtp.waitFor(before + 2)).slice(before);
    expect(mails.map((m) => m.to)).toEqual([["hilfe@portal.test"], ["fremde@example.de"]]);
    const receipt = parseMail("", mails[1]?.raw ?? "");
    const id = (await storedMessages(t)).at(-1)?.id;
    expect(receipt.subject).toBe(`Sternenruf: Ihre Nachricht ist angekommen (Nr. ${id})`);
    expect(receipt.text).toContain(`Sie hat die Nummer ${id}.`);
    expect(receipt.text).toContain("Haben Sie uns nicht geschrieben?");
    expect(receipt.text).not.toContain("spam.example");
    expect(receipt.text).not.toContain("gewonnen");
  });

  it("sends one address at most five receipts a day, and still stores and forwards every message", async () => {
    // Scaled limits let one sender write often; the receipts' own limit is never scaled.
    const many = await createTestAppWithMail({ SUPPORT_EMAIL: "hilfe@portal.test", RATE_LIMIT_SCALE: "100" });
    try {
      for (let i = 0; i < 7; i += 1) {
        expect((await post(many, { ...valid, email: "oft@example.de" }, `203.0.113.${100 + i}`)).statusCode).toBe(200);
      }
      await many.smtp.waitFor(12);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const to = many.smtp.mails.map((m) => m.to[0]);
      expect(to.filter((address) => address === "hilfe@portal.test")).toHaveLength(7);
      expect(to.filter((address) => address === "oft@example.de")).toHaveLength(5);
      expect(await storedMessages(many)).toHaveLength(7);
    } finally {
      await many.close();
    }
  });

  it("answers a filled honeypot like a success but stores and mails nothing", async () => {
    const before = (await storedMessages(t)).length;
    const res = await post(t, { ...valid, email: "bot@spam.test", website: "http://spam.test" }, "198.51.100.7");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: successMessage });
    expect(await storedMessages(t)).toHaveLength(before);
  });
});

describe("POST /api/contact without SMTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("writes the mail as an .eml file to the outbox", async () => {
    const res = await post(t, valid, "203.0.113.50");
    expect(res.statusCode).toBe(200);
    const files = readdirSync(t.config.mail.outboxDir).filter((f) => f.endsWith(".eml"));
    // The message to support and the sender's receipt.
    expect(files).toHaveLength(2);
    const emls = files.map((file) => readFileSync(join(t.config.mail.outboxDir, file), "utf8"));
    const addressedTo = (address: string) => emls.filter((eml) => eml.split(/\r?\n/).includes(`To: ${address}`));
    expect(addressedTo(t.config.site.supportEmail)).toHaveLength(1);
    expect(addressedTo(valid.email)).toHaveLength(1);
  });

  it("keeps the message when the mail server is unreachable", async () => {
    const down = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    const res = await post(down, valid, "203.0.113.60");
    expect(res.statusCode).toBe(200);
    const rows = await storedMessages(down);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mailed_at).toBeNull();
    await down.close();
  });

  it("limits messages per address with a German 429 and Retry-After", async () => {
    const ip = "192.0.2.99";
    for (let i = 0; i < 5; i++) {
      const ok = await post(t, { ...valid, email: `person${i}@example.de` }, ip);
      expect(ok.statusCode).toBe(200);
    }
    const before = (await storedMessages(t)).length;
    const res = await post(t, { ...valid, email: "person9@example.de" }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
    });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(await storedMessages(t)).toHaveLength(before);
  });

  it("limits messages per sender e-mail across addresses", async () => {
    const email = "vielschreiber@example.de";
    for (let i = 0; i < 3; i++) expect((await post(t, { ...valid, email }, `192.0.2.${10 + i}`)).statusCode).toBe(200);
    expect((await post(t, { ...valid, email: email.toUpperCase() }, "192.0.2.20")).statusCode).toBe(429);
  });
});
