import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContractDeclarationConfirmation } from "../../src/shared/api-types.ts";
import { addDays, berlinDayOf, berlinEndOfDay, formatBerlinDateTime } from "../../src/shared/domain/berlin-time.ts";
import { cancellationEffectiveAt, termsFor } from "../../src/shared/domain/subscription-terms.ts";
import { createAgent } from "../support/agent.ts";
import { createMember, createUser, type CreatedUser } from "../support/factories.ts";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, testOrigin, type TestApp } from "../support/test-app.ts";

const cancellationUrl = "/api/contract-declarations/cancellation";
const withdrawalUrl = "/api/contract-declarations/withdrawal";
const dayMs = 24 * 60 * 60 * 1000;

let ipCounter = 0;
/** Every request from its own address, so the per-IP limit only bites in its own test. */
function nextIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function post(t: TestApp, url: string, payload: object, ip = nextIp()) {
  return t.app.inject({ method: "POST", url, payload, remoteAddress: ip, headers: { origin: testOrigin } });
}

function cancellationOf(user: CreatedUser, overrides: Record<string, unknown> = {}) {
  return {
    terminationType: "ordinary",
    name: user.name,
    phone: user.phone,
    email: user.email ?? "ersatz@example.de",
    contract: "Premium-Mitgliedschaft",
    endOption: "nextPossible",
    ...overrides,
  };
}

function withdrawalOf(user: CreatedUser, overrides: Record<string, unknown> = {}) {
  return {
    name: user.name,
    phone: user.phone,
    email: user.email ?? "ersatz@example.de",
    contract: "Premium-Mitgliedschaft",
    ...overrides,
  };
}

/** The text of a received mail: quoted-printable soft breaks joined, "=XX" bytes decoded as UTF-8. */
function bodyOf(mail: ReceivedMail): string {
  const [head = "", ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8").replace(/\r\n/g, "\n");
}

async function mailsTo(smtp: SmtpSink, address: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = smtp.mails.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address));
    if (found.length >= count || Date.now() > deadline) return found.map(bodyOf);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function subscriptionOf(t: TestApp, userId: number) {
  return t.database.handle.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
}

async function declarations(t: TestApp) {
  return t.database.handle.db.selectFrom("contract_declarations").selectAll().orderBy("id").execute();
}

async function declarationByReference(t: TestApp, reference: string) {
  return t.database.handle.db
    .selectFrom("contract_declarations")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
}

describe("contract declarations over SMTP", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: "hilfe@portal.test" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe("POST /api/contract-declarations/cancellation", () => {
    it("cancels a member's contract without login, effective at the computed end, and mails the confirmation", async () => {
      const member = await createMember(t.database.handle.db);
      const res = await post(t, cancellationUrl, cancellationOf(member));
      expect(res.statusCode).toBe(200);
      const body = res.json<ContractDeclarationConfirmation>();
      expect(body).toMatchObject({ kind: "cancellation", outcome: "ended", emailSent: true });
      expect(body.reference).toMatch(/^K-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect(body.declaration).toEqual({
        name: member.name,
        phone: member.phone,
        email: member.email,
        contract: "Premium-Mitgliedschaft",
        terminationType: "ordinary",
        reason: null,
        requestedEndDate: null,
      });

      const subscription = await subscriptionOf(t, member.id);
      const expectedEnd = cancellationEffectiveAt(
        termsFor(new Date(subscription.start_date)),
        new Date(body.receivedAt),
      );
      expect(subscription.status).toBe("cancelled");
      expect(subscription.access_until).toBe(expectedEnd.toISOString());
      expect(body.effectiveEnd).toBe(expectedEnd.toISOString());
      // Later than the minimum term: a brand-new member is bound for the trial month plus 3 months.
      expect(expectedEnd.getTime()).toBeGreaterThanOrEqual(new Date(subscription.minimum_term_ends_at ?? "").getTime());

      const stored = await declarationByReference(t, body.reference);
      expect(stored).toMatchObject({
        kind: "cancellation",
        name: member.name,
        phone: member.phone,
        termination_type: "ordinary",
        user_id: member.id,
        subscription_id: subscription.id,
        effective_end: expectedEnd.toISOString(),
        received_at: body.receivedAt,
      });
      expect(stored.mailed_at).toBeTruthy();

      const [mail = ""] = await mailsTo(smtp, member.email ?? "");
      expect(mail).toContain(`Guten Tag ${member.name},`);
      expect(mail).toContain(`Vorgangsnummer: ${body.reference}`);
      expect(mail).toContain(`Eingegangen am: ${formatBerlinDateTime(new Date(body.receivedAt))}`);
      expect(mail).toMatch(/Eingegangen am: \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2}:\d{2} Uhr \(MES?Z\)/);
      expect(mail).toContain("Art der Kündigung: Ordentliche Kündigung");
      expect(mail).toContain("Gewünschtes Vertragsende: zum nächstmöglichen Zeitpunkt");
      expect(mail).toContain(`Ihr Vertrag endet am ${formatBerlinDateTime(expectedEnd, { seconds: false })}.`);
    });

    it("answers the same end when the member cancels twice", async () => {
      const member = await createMember(t.database.handle.db);
      const first = (await post(t, cancellationUrl, cancellationOf(member))).json<ContractDeclarationConfirmation>();
      const second = (await post(t, cancellationUrl, cancellationOf(member))).json<ContractDeclarationConfirmation>();
      expect(second.outcome).toBe("ended");
      expect(second.effectiveEnd).toBe(first.effectiveEnd);
      expect(second.reference).not.toBe(first.reference);
    });

    it("finds the account from a national phone number and the e-mail in other case, whatever the name", async () => {
      const member = await createMember(t.database.handle.db, { name: "Erika Mustermann" });
      const national = `0${member.phone.slice(3, 6)} ${member.phone.slice(6)}`;
      const res = await post(
        t,
        cancellationUrl,
        cancellationOf(member, { phone: national, name: "E. M.", email: (member.email ?? "").toUpperCase() }),
      );
      expect(res.json<ContractDeclarationConfirmation>().outcome).toBe("ended");
      expect((await subscriptionOf(t, member.id)).status).toBe("cancelled");
    });

    it("finds the account by phone and name (any order, umlaut spelling) and tells the account's own address", async () => {
      const member = await createMember(t.database.handle.db, { name: "Jürgen Groß" });
      const res = await post(
        t,
        cancellationUrl,
        cancellationOf(member, { name: "gross, juergen", email: "andere.adresse@example.de" }),
      );
      const body = res.json<ContractDeclarationConfirmation>();
      expect(body.outcome).toBe("ended");
      const [confirmation = ""] = await mailsTo(smtp, "andere.adresse@example.de");
      expect(confirmation).toContain(body.reference);
      const [notice = ""] = await mailsTo(smtp, member.email ?? "");
      expect(notice).toContain(`für Ihr Konto ist am ${formatBerlinDateTime(new Date(body.receivedAt))}`);
      expect(notice).toContain("Falls Sie diese Erklärung nicht abgegeben haben");
    });

    it("recognises the logged-in member by the session even with another name and e-mail", async () => {
      const member = await createMember(t.database.handle.db);
      const agent = createAgent(t.app, { ip: nextIp() });
      expect(
        (await agent.post("/api/auth/login", { identifier: member.phone, password: member.password })).statusCode,
      ).toBe(200);
      const res = await agent.post(
        cancellationUrl,
        cancellationOf(member, { name: "Spitzname", email: "neu@example.de" }),
      );
      expect(res.json<ContractDeclarationConfirmation>().outcome).toBe("ended");
      const me = (await agent.get("/api/auth/me")).json<{ subscription: { status: string } | null }>();
      expect(me.subscription?.status).toBe("cancelled");
    });

    it("stores a declaration for an unknown number and confirms it neutrally", async () => {
      const typed = {
        terminationType: "ordinary",
        name: "Unbekannte Person",
        phone: "+49 151 99887766",
        email: "unbekannt@example.de",
        contract: "Premium-Mitgliedschaft",
        endOption: "nextPossible",
      };
      const res = await post(t, cancellationUrl, typed);
      expect(res.statusCode).toBe(200);
      const body = res.json<ContractDeclarationConfirmation>();
      expect(body).toMatchObject({ outcome: "reviewing", effectiveEnd: null, emailSent: true });
      expect(body.declaration).toMatchObject({ name: typed.name, phone: typed.phone, email: typed.email });
      const stored = await declarationByReference(t, body.reference);
      expect(stored).toMatchObject({ user_id: null, subscription_id: null, effective_end: null, phone: typed.phone });
      const [mail = ""] = await mailsTo(smtp, typed.email);
      expect(mail).toContain("Wir prüfen Ihre Kündigung und bestätigen das Vertragsende per E-Mail.");
      const support = (await mailsTo(smtp, "hilfe@portal.test")).filter((m) => m.includes(body.reference));
      expect(support).toHaveLength(1);
    });

    it("tells a stranger who types a member's number nothing about the account and leaves the contract alone", async () => {
      const member = await createMember(t.database.handle.db, { name: "Maria Beispiel" });
      const res = await post(
        t,
        cancellationUrl,
        cancellationOf(member, { name: "Fremde Person", email: "fremd@example.de" }),
      );
      const body = res.json<ContractDeclarationConfirmation>();
      expect(body).toMatchObject({ outcome: "reviewing", effectiveEnd: null });
      expect(res.body).not.toContain(member.name);
      expect(res.body).not.toContain(member.email ?? "");
      // Only what was typed comes back, plus the receipt itself.
      expect(Object.keys(body).sort()).toEqual([
        "declaration",
        "effectiveEnd",
        "emailSent",
        "kind",
        "outcome",
        "receivedAt",
        "reference",
      ]);
      expect(body.declaration).toMatchObject({ name: "Fremde Person", email: "fremd@example.de", phone: member.phone });
      expect((await subscriptionOf(t, member.id)).status).toBe("active");
      expect((await declarationByReference(t, body.reference)).user_id).toBeNull();
    });

    it("answers a known account without a subscription like an unknown one", async () => {
      const user = await createUser(t.database.handle.db);
      const body = (await post(t, cancellationUrl, cancellationOf(user))).json<ContractDeclarationConfirmation>();
      expect(body).toMatchObject({ outcome: "reviewing", effectiveEnd: null });
      expect((await declarationByReference(t, body.reference)).user_id).toBe(user.id);
    });

    it("ends the contract at a later requested date, at the end of that day in Berlin", async () => {
      const member = await createMember(t.database.handle.db);
      const requested = addDays(berlinDayOf(new Date()), 200);
      const res = await post(
        t,
        cancellationUrl,
        cancellationOf(member, { endOption: "date", requestedEndDate: requested }),
      );
      const body = res.json<ContractDeclarationConfirmation>();
      const end = berlinEndOfDay(requested).toISOString();
      expect(body).toMatchObject({ outcome: "ended", effectiveEnd: end });
      expect(body.declaration.requestedEndDate).toBe(requested);
      const subscription = await subscriptionOf(t, member.id);
      expect(subscription.access_until).toBe(end);
      // The provider is stopped the day before, so no renewal falls after the wished end.
      expect(subscription.provider_cancel_due_at).toBe(new Date(Date.parse(end) - dayMs).toISOString());
      expect((await declarationByReference(t, body.reference)).requested_end).toBe(requested);
    });

    it("keeps the computed end when the requested date is earlier than the contract allows", async () => {
      const member = await createMember(t.database.handle.db);
      const tomorrow = addDays(berlinDayOf(new Date()), 1);
      const body = (
        await post(t, cancellationUrl, cancellationOf(member, { endOption: "date", requestedEndDate: tomorrow }))
      ).json<ContractDeclarationConfirmation>();
      const subscription = await subscriptionOf(t, member.id);
      const computed = cancellationEffectiveAt(termsFor(new Date(subscription.start_date)), new Date(body.receivedAt));
      expect(body.effectiveEnd).toBe(computed.toISOString());
      const [mail = ""] = await mailsTo(smtp, member.email ?? "");
      expect(mail).toContain(`Gewünschtes Vertragsende: zum ${tomorrow.split("-").reverse().join(".")}`);
    });

    it("cancels an extraordinary cancellation at the ordinary end and says the reason will be reviewed", async () => {
      const member = await createMember(t.database.handle.db);
      const reason = "Umzug ins Ausland, keine Nutzung mehr möglich";
      const res = await post(t, cancellationUrl, cancellationOf(member, { terminationType: "extraordinary", reason }));
      const body = res.json<ContractDeclarationConfirmation>();
      expect(body).toMatchObject({ outcome: "ended", declaration: { terminationType: "extraordinary", reason } });
      expect((await declarationByReference(t, body.reference)).reason).toBe(reason);
      const [mail = ""] = await mailsTo(smtp, member.email ?? "");
      expect(mail).toContain("Art der Kündigung: Außerordentliche Kündigung");
      expect(mail).toContain(`Grund der außerordentlichen Kündigung: ${reason}`);
      expect(mail).toContain("Den angegebenen Grund prüfen wir");
      const support = (await mailsTo(smtp, "hilfe@portal.test")).filter((m) => m.includes(body.reference));
      expect(support).toHaveLength(1);
    });

    it.each([
      [{ terminationType: "extraordinary" }, "Bitte geben Sie den Grund für die außerordentliche Kündigung an."],
      [
        { terminationType: "extraordinary", reason: "  " },
        "Bitte geben Sie den Grund für die außerordentliche Kündigung an.",
      ],
      [{ terminationType: "fristlos" }, "Bitte wählen Sie die Art der Kündigung."],
      [{ name: "E" }, "Name muss mindestens 2 Zeichen lang sein."],
      [{ phone: "keine nummer" }, "Bitte geben Sie die Telefonnummer Ihres Kontos an (z.B. +49 170 1234567)."],
      [{ email: "keine-adresse" }, "Bitte geben Sie eine gültige E-Mail-Adresse ein."],
      [{ contract: "" }, "Bitte geben Sie an, welchen Vertrag Sie meinen."],
      [{ endOption: "date" }, "Bitte geben Sie das gewünschte Vertragsende als Datum an."],
      [
        { endOption: "date", requestedEndDate: "2027-02-30" },
        "Bitte geben Sie das gewünschte Vertragsende als Datum an.",
      ],
      [
        { endOption: "date", requestedEndDate: "2020-01-01" },
        "Das gewünschte Vertragsende darf nicht in der Vergangenheit liegen.",
      ],
    ])("rejects %o with a German message and stores nothing", async (overrides, message) => {
      const before = (await declarations(t)).length;
      const valid = {
        terminationType: "ordinary",
        name: "Erika Mustermann",
        phone: "+4915112345678",
        email: "erika@example.de",
        contract: "Premium-Mitgliedschaft",
        endOption: "nextPossible",
      };
      const res = await post(t, cancellationUrl, { ...valid, ...overrides });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
      expect(await declarations(t)).toHaveLength(before);
    });

    it("refuses a request from a foreign page", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: cancellationUrl,
        payload: cancellationOf(await createMember(t.database.handle.db)),
        remoteAddress: nextIp(),
        headers: { origin: "https://evil.example" },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe("POST /api/contract-declarations/withdrawal", () => {
    it("ends a contract concluded less than 14 days ago at once and promises the pro-rata refund", async () => {
      const member = await createMember(t.database.handle.db, { startedAt: new Date(Date.now() - 13 * dayMs) });
      const before = Date.now();
      const res = await post(t, withdrawalUrl, withdrawalOf(member));
      expect(res.statusCode).toBe(200);
      const body = res.json<ContractDeclarationConfirmation>();
      expect(body).toMatchObject({ kind: "withdrawal", outcome: "ended", emailSent: true });
      expect(body.reference).toMatch(/^W-/);
      expect(Date.parse(body.effectiveEnd ?? "")).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(body.effectiveEnd ?? "")).toBeLessThanOrEqual(Date.now());

      const subscription = await subscriptionOf(t, member.id);
      expect(subscription).toMatchObject({
        status: "cancelled",
        access_until: body.effectiveEnd,
        next_billing_date: null,
      });
      expect(Date.parse(subscription.provider_cancel_due_at ?? "")).toBeLessThanOrEqual(Date.now());
      const stored = await declarationByReference(t, body.reference);
      expect(stored).toMatchObject({
        kind: "withdrawal",
        user_id: member.id,
        subscription_id: subscription.id,
        effective_end: body.effectiveEnd,
      });

      const agent = createAgent(t.app, { ip: nextIp() });
      await agent.post("/api/auth/login", { identifier: member.phone, password: member.password });
      expect((await agent.get("/api/auth/me")).json<{ hasActiveSubscription: boolean }>().hasActiveSubscription).toBe(
        false,
      );

      const [mail = ""] = await mailsTo(smtp, member.email ?? "");
      expect(mail).toContain("hiermit bestätigen wir den Eingang Ihres Widerrufs.");
      expect(mail).toContain("Hiermit widerrufe ich den von mir abgeschlossenen Vertrag: Premium-Mitgliedschaft");
      expect(mail).toContain(`Eingegangen am: ${formatBerlinDateTime(new Date(body.receivedAt))}`);
      expect(mail).toContain("Ihr Vertrag ist mit sofortiger Wirkung beendet");
      expect(mail).toContain("abzüglich eines anteiligen Betrags");
      expect(mail).toContain("innerhalb von 14 Tagen");
      const support = (await mailsTo(smtp, "hilfe@portal.test")).filter((m) => m.includes(body.reference));
      expect(support).toHaveLength(1);
    });

    it("also withdraws a contract the member had already cancelled within the period", async () => {
      const member = await createMember(t.database.handle.db);
      await post(t, cancellationUrl, cancellationOf(member));
      const body = (await post(t, withdrawalUrl, withdrawalOf(member))).json<ContractDeclarationConfirmation>();
      expect(body.outcome).toBe("ended");
      expect((await subscriptionOf(t, member.id)).access_until).toBe(body.effectiveEnd);
    });

    it("only stores a withdrawal after the 14 days and says the period has passed", async () => {
      const member = await createMember(t.database.handle.db, { startedAt: new Date(Date.now() - 16 * dayMs) });
      const body = (await post(t, withdrawalUrl, withdrawalOf(member))).json<ContractDeclarationConfirmation>();
      expect(body).toMatchObject({ outcome: "periodExpired", effectiveEnd: null, emailSent: true });
      const subscription = await subscriptionOf(t, member.id);
      expect(subscription).toMatchObject({ status: "active", access_until: null });
      expect(await declarationByReference(t, body.reference)).toMatchObject({
        user_id: member.id,
        subscription_id: subscription.id,
        effective_end: null,
      });
      const [mail = ""] = await mailsTo(smtp, member.email ?? "");
      expect(mail).toContain("die Widerrufsfrist von 14 Tagen ab Vertragsschluss abgelaufen");
    });

    it("stores a withdrawal for an unknown number and confirms it neutrally", async () => {
      const typed = {
        name: "Niemand Bekannt",
        phone: "0151 2223334",
        email: "niemand@example.de",
        contract: "Premium-Mitgliedschaft",
      };
      const body = (await post(t, withdrawalUrl, typed)).json<ContractDeclarationConfirmation>();
      expect(body).toMatchObject({
        outcome: "reviewing",
        effectiveEnd: null,
        declaration: { ...typed, terminationType: null },
      });
      expect(await declarationByReference(t, body.reference)).toMatchObject({ kind: "withdrawal", user_id: null });
    });

    it("rejects an invalid e-mail in German", async () => {
      const res = await post(t, withdrawalUrl, {
        name: "Erika",
        phone: "+4915112345678",
        email: "x",
        contract: "Premium-Mitgliedschaft",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Bitte geben Sie eine gültige E-Mail-Adresse ein." });
    });
  });

  it("limits declarations per address with a German 429 and Retry-After", async () => {
    const ip = nextIp();
    const typed = {
      terminationType: "ordinary",
      name: "Viel Kündiger",
      phone: "+4915199990000",
      email: "viel@example.de",
      contract: "Premium-Mitgliedschaft",
      endOption: "nextPossible",
    };
    for (let i = 0; i < 10; i++)
      expect((await post(t, i % 2 ? withdrawalUrl : cancellationUrl, typed, ip)).statusCode).toBe(200);
    const before = (await declarations(t)).length;
    const res = await post(t, cancellationUrl, typed, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
    });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(await declarations(t)).toHaveLength(before);
    expect((await post(t, cancellationUrl, typed)).statusCode).toBe(200);
  });
});

describe("contract declarations when mail fails", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
  });
  afterAll(() => t.close());

  it("keeps the declaration and still cancels when the mail server is unreachable", async () => {
    const member = await createMember(t.database.handle.db);
    const res = await post(t, cancellationUrl, cancellationOf(member));
    expect(res.statusCode).toBe(200);
    const body = res.json<ContractDeclarationConfirmation>();
    expect(body).toMatchObject({ outcome: "ended", emailSent: false });
    const stored = await declarationByReference(t, body.reference);
    expect(stored.mailed_at).toBeNull();
    expect(stored.effective_end).toBe(body.effectiveEnd);
    expect((await subscriptionOf(t, member.id)).status).toBe("cancelled");
  });
});
