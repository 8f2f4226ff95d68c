import { describe, expect, it } from "vitest";
import type {
  ContractDeclarationConfirmation,
  OwnerDeclaration,
} from "../../../src/shared/schemas/contract-declarations.ts";
import { addDays, berlinDayOf, berlinEndOfDay, formatBerlinDateTime } from "../../../src/shared/domain/berlin-time.ts";
import {
  billingBoundaryAtOrAfter,
  cancellationEffectiveAt,
  termsFor,
} from "../../../src/shared/domain/subscription-terms.ts";
import { latestWishedEndDay } from "../../../src/shared/schemas/contract-declarations.ts";
import { createAgent } from "../../support/agent.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import {
  appWithMailPerSuite,
  cancellationOf,
  cancellationUrl,
  confirmTokenIn,
  declarationByReference,
  declarationCount,
  declare,
  mailsTo,
  loggedIn,
  nextIp,
  postForm,
  subscriptionOf,
  withdrawalUrl,
} from "../../support/declarations.ts";
import { dayMs } from "../../support/durations.ts";
import { createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import type { WithSmtp } from "../../support/app-with-mail.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

describe("cancellations through /kuendigen", () => {
  let t: WithSmtp<TestApp>;
  appWithMailPerSuite((app) => (t = app));

  const db = () => t.database.handle.db;

  describe("from someone who may not be the owner", () => {
    it("changes nothing until the owner confirms through the mailed link, then ends as of the receipt", async () => {
      const member = await createMember(db(), { name: "Maria Beispiel" });
      const res = await postForm(t, cancellationUrl, cancellationOf(member, { email: "fremd@example.de" }));
      expect(res.statusCode).toBe(200);
      const body = res.json<ContractDeclarationConfirmation>();
      expect(body).toMatchObject({ kind: "cancellation", outcome: "received", effectiveEnd: null, emailSent: true });
      expect(body.reference).toMatch(/^K-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect(res.body).not.toContain(member.email ?? "");

      const before = await subscriptionOf(t, member.id);
      expect(before).toMatchObject({ status: "active", access_until: null });
      expect(await declarationByReference(t, body.reference)).toMatchObject({
        status: "awaiting_owner",
        verified_by: null,
        user_id: member.id,
        subscription_id: before.id,
        effective_end: null,
      });
      const end = cancellationEffectiveAt(termsFor(new Date(before.start_date)), new Date(body.receivedAt));

      const [receipt = ""] = await mailsTo(t.smtp, "fremd@example.de", body.reference);
      expect(receipt).toContain(`Eingegangen am: ${formatBerlinDateTime(new Date(body.receivedAt))}`);
      expect(receipt).toContain("Art der Kündigung: Ordentliche Kündigung");
      expect(receipt).toContain("Gewünschtes Vertragsende: zum nächstmöglichen Zeitpunkt");
      expect(receipt).toContain("senden wir an die dort hinterlegte E-Mail-Adresse einen Link zur Bestätigung");
      expect(receipt).not.toContain(member.name);
      expect(receipt).not.toContain("erklaerung-bestaetigen");
      expect(receipt).not.toContain(formatBerlinDateTime(end, { seconds: false }));

      const [notice = ""] = await mailsTo(t.smtp, member.email ?? "", body.reference);
      expect(notice).toContain(`Guten Tag ${member.name},`);
      expect(notice).toContain("wird sie erst wirksam, wenn Sie sie bestätigen");
      expect(notice).toContain(
        `gilt die Kündigung als am ${formatBerlinDateTime(new Date(body.receivedAt))} zugegangen`,
      );
      expect(notice).toContain(`endet Ihre Mitgliedschaft am ${formatBerlinDateTime(end, { seconds: false })}`);

      const token = confirmTokenIn(notice);
      const view = await postForm(t, "/api/contract-declarations/link", { token });
      expect(view.json<OwnerDeclaration>()).toMatchObject({ kind: "cancellation", status: "awaitingOwner" });
      expect((await subscriptionOf(t, member.id)).status).toBe("active");
      const decided = await postForm(t, "/api/contract-declarations/link/decision", { token, decision: "confirm" });
      expect(decided.statusCode).toBe(200);
      expect(decided.json<OwnerDeclaration>()).toMatchObject({
        status: "applied",
        receivedAt: body.receivedAt,
        effectiveEnd: end.toISOString(),
        missedEnd: null,
      });
      expect(await subscriptionOf(t, member.id)).toMatchObject({
        status: "cancelled",
        access_until: end.toISOString(),
      });
      expect(await declarationByReference(t, body.reference)).toMatchObject({ status: "applied", verified_by: "link" });
      const [, confirmed = ""] = await mailsTo(t.smtp, member.email ?? "", body.reference, 2);
      expect(confirmed).toContain(`Eingegangen am: ${formatBerlinDateTime(new Date(body.receivedAt))}`);
      expect(confirmed).toContain(`Ihr Vertrag endet am ${formatBerlinDateTime(end, { seconds: false })}.`);
      // An ordinary cancellation gives support nothing to do.
      expect(await mailsTo(t.smtp, "hilfe@portal.test", body.reference)).toHaveLength(0);
    });

    it("cannot be ended by a stranger who types the phone, the account's own address and a wrong name", async () => {
      const member = await createMember(db(), { name: "Erika Mustermann" });
      const national = `0${member.phone.slice(3, 6)} ${member.phone.slice(6)}`;
      const body = await declare(
        t,
        cancellationUrl,
        cancellationOf(member, { phone: national, name: "Falscher Name", email: (member.email ?? "").toUpperCase() }),
      );
      expect(body).toMatchObject({ outcome: "received", effectiveEnd: null, emailSent: true });
      expect(await subscriptionOf(t, member.id)).toMatchObject({ status: "active", access_until: null });
      expect(await declarationByReference(t, body.reference)).toMatchObject({
        status: "awaiting_owner",
        verified_by: null,
        effective_end: null,
      });
      // One mail to that address: the owner's notice with the link, which is the receipt too.
      const mails = await mailsTo(t.smtp, member.email ?? "", body.reference);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain("wird sie erst wirksam, wenn Sie sie bestätigen");
      expect(confirmTokenIn(mails[0] ?? "").length).toBeGreaterThanOrEqual(40);
      expect(mails[0]).not.toContain("Ihr Vertrag endet am");
    });

    it("ends at once when confirmed after the end it would have caused, and has the later weeks refunded", async () => {
      // Past the minimum term, billed weekly: the end follows from the week running at receipt.
      const member = await createMember(db(), { startedAt: new Date(Date.now() - 200 * dayMs) });
      const body = await declare(t, cancellationUrl, cancellationOf(member, { email: "fremd@example.de" }));
      const [notice = ""] = await mailsTo(t.smtp, member.email ?? "", body.reference);
      // The declaration arrived ten days ago; the owner confirms only now.
      const receivedAt = new Date(Date.parse(body.receivedAt) - 10 * dayMs);
      const stored = await declarationByReference(t, body.reference);
      await db()
        .updateTable("contract_declarations")
        .set({ received_at: receivedAt.toISOString() })
        .where("id", "=", stored.id)
        .execute();
      const subscription = await subscriptionOf(t, member.id);
      const missed = cancellationEffectiveAt(termsFor(new Date(subscription.start_date)), receivedAt);
      expect(missed.getTime()).toBeLessThan(Date.now());

      const before = Date.now();
      const decided = await postForm(t, "/api/contract-declarations/link/decision", {
        token: confirmTokenIn(notice),
        decision: "confirm",
      });
      const view = decided.json<OwnerDeclaration>();
      expect(view).toMatchObject({ status: "applied", missedEnd: missed.toISOString() });
      const after = await subscriptionOf(t, member.id);
      expect(after.status).toBe("cancelled");
      expect(Date.parse(after.access_until ?? "")).toBeGreaterThanOrEqual(before);
      expect(Date.parse(after.access_until ?? "")).toBeLessThanOrEqual(Date.now());
      expect(view.effectiveEnd).toBe(after.access_until);

      const [, confirmed = ""] = await mailsTo(t.smtp, member.email ?? "", body.reference, 2);
      expect(confirmed).toContain(`Eingegangen am: ${formatBerlinDateTime(receivedAt)}`);
      expect(confirmed).toContain("deshalb endet Ihre Mitgliedschaft sofort mit Ihrer Bestätigung");
      expect(confirmed).toContain(`für die Zeit nach dem ${formatBerlinDateTime(missed, { seconds: false })}`);
      const [support = ""] = await mailsTo(t.smtp, "hilfe@portal.test", body.reference);
      expect(support).toContain("Konto: " + String(member.id));
    });

    it("confirms a waiting cancellation exactly once when the link and the profile are used ten times at once", async () => {
      const member = await createMember(db());
      const body = await declare(t, cancellationUrl, cancellationOf(member, { email: "fremd@example.de" }));
      const [notice = ""] = await mailsTo(t.smtp, member.email ?? "", body.reference);
      const token = confirmTokenIn(notice);
      const agent = await loggedIn(t, member);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2
            ? postForm(t, "/api/contract-declarations/link/decision", { token, decision: "confirm" })
            : agent.post(`/api/contract-declarations/${body.reference}/decision`, { decision: "confirm" }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode !== 200)) expect([404, 409]).toContain(r.statusCode);
      expect((await subscriptionOf(t, member.id)).status).toBe("cancelled");
      // The notice and one confirmation, nothing more.
      await mailsTo(t.smtp, member.email ?? "", body.reference, 3);
      expect(await mailsTo(t.smtp, member.email ?? "", body.reference)).toHaveLength(2);
    });

    it("answers a member's number, a user without a contract and an unknown number alike", async () => {
      const member = await createMember(db());
      const user = await createUser(db());
      const answers = [
        await declare(t, cancellationUrl, cancellationOf(member, { email: "a@example.de" })),
        await declare(t, cancellationUrl, cancellationOf(user, { email: "a@example.de" })),
        await declare(t, cancellationUrl, cancellationOf(member, { phone: "+49 151 99887766", email: "a@example.de" })),
      ];
      for (const answer of answers) {
        expect(Object.keys(answer).sort()).toEqual([
          "declaration",
          "effectiveEnd",
          "emailSent",
          "kind",
          "outcome",
          "receivedAt",
          "reference",
        ]);
        expect(answer).toMatchObject({ outcome: "received", effectiveEnd: null, emailSent: true });
      }
      const receipts = await Promise.all(answers.map((a) => mailsTo(t.smtp, "a@example.de", a.reference)));
      const normalised = receipts.map(([mail = ""], i) =>
        mail
          .replaceAll(answers[i]?.reference ?? "", "REF")
          .replace(/Eingegangen am: .*/, "")
          .trim(),
      );
      expect(new Set(normalised).size).toBe(1);
      expect((await declarationByReference(t, answers[1]?.reference ?? "")).status).toBe("no_contract");
      expect((await declarationByReference(t, answers[2]?.reference ?? "")).status).toBe("unmatched");
      const support = await mailsTo(t.smtp, "hilfe@portal.test", answers[2]?.reference ?? "");
      expect(support).toHaveLength(1);
    });

    it("quotes nothing typed freely in a mail to an address that is not the account's", async () => {
      const member = await createMember(db());
      const body = await declare(
        t,
        cancellationUrl,
        cancellationOf(member, {
          name: `${member.name} https://betrug.example/login`,
          email: "opfer@example.de",
          contract: "Jetzt Gewinn abholen: https://betrug.example",
          terminationType: "extraordinary",
          reason: "Klicken Sie hier: https://betrug.example/konto",
        }),
      );
      const [receipt = ""] = await mailsTo(t.smtp, "opfer@example.de", body.reference);
      expect(receipt).toContain(body.reference);
      expect(receipt).toContain("Art der Kündigung: Außerordentliche Kündigung");
      expect(receipt).not.toContain("betrug.example");
      expect(receipt).not.toContain(member.name);
    });

    it("mails one address at most 5 times a day from the forms, and still stores every declaration", async () => {
      const target = "postfach-flut@example.de";
      const references: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const body = await declare(t, i % 2 ? withdrawalUrl : cancellationUrl, {
          ...cancellationOf(await createUser(db()), { email: target }),
        });
        references.push(body.reference);
        expect(body.emailSent).toBe(i < 5);
      }
      expect(t.smtp.mails.filter((m) => m.to.includes(target))).toHaveLength(5);
      for (const reference of references) expect(await declarationByReference(t, reference)).toBeTruthy();
    });
  });

  describe("from the owner", () => {
    it("tells the logged-in owner the end at once and mails the full confirmation", async () => {
      const member = await createMember(db());
      const agent = await loggedIn(t, member);
      const res = await agent.post(
        cancellationUrl,
        cancellationOf(member, { name: "Spitzname", email: "neu@example.de" }),
      );
      const body = res.json<ContractDeclarationConfirmation>();
      const subscription = await subscriptionOf(t, member.id);
      const end = cancellationEffectiveAt(termsFor(new Date(subscription.start_date)), new Date(body.receivedAt));
      expect(body).toMatchObject({ outcome: "ended", effectiveEnd: end.toISOString(), emailSent: true });
      expect((await declarationByReference(t, body.reference)).verified_by).toBe("session");

      const [mail = ""] = await mailsTo(t.smtp, "neu@example.de", body.reference);
      expect(mail).toContain("Guten Tag Spitzname,");
      expect(mail).toContain(`Vorgangsnummer: ${body.reference}`);
      expect(mail).toMatch(/Eingegangen am: \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2}:\d{2} Uhr \(MES?Z\)/);
      expect(mail).toContain("Art der Kündigung: Ordentliche Kündigung");
      expect(mail).toContain(`Ihr Vertrag endet am ${formatBerlinDateTime(end, { seconds: false })}.`);
      // The account's own address hears of it too, because another one was typed in.
      const [notice = ""] = await mailsTo(t.smtp, member.email ?? "", body.reference);
      expect(notice).toContain("Falls Sie diese Erklärung nicht abgegeben haben");
    });

    it("answers the same end when the owner cancels twice", async () => {
      const member = await createMember(db());
      const agent = await loggedIn(t, member);
      const first = (await agent.post(cancellationUrl, cancellationOf(member))).json<ContractDeclarationConfirmation>();
      const second = (
        await agent.post(cancellationUrl, cancellationOf(member))
      ).json<ContractDeclarationConfirmation>();
      expect(second.outcome).toBe("ended");
      expect(second.effectiveEnd).toBe(first.effectiveEnd);
      expect(second.reference).not.toBe(first.reference);
    });

    it("cancels an extraordinary cancellation at the ordinary end and sends the reason to support", async () => {
      const member = await createMember(db());
      const agent = await loggedIn(t, member);
      const reason = "Umzug ins Ausland, keine Nutzung mehr möglich";
      const body = (
        await agent.post(cancellationUrl, cancellationOf(member, { terminationType: "extraordinary", reason }))
      ).json<ContractDeclarationConfirmation>();
      expect(body).toMatchObject({ outcome: "ended", declaration: { terminationType: "extraordinary", reason } });
      const [mail = ""] = await mailsTo(t.smtp, member.email ?? "", body.reference);
      expect(mail).toContain(`Grund der außerordentlichen Kündigung: ${reason}`);
      expect(mail).toContain("Den angegebenen Grund prüfen wir");
      expect(await mailsTo(t.smtp, "hilfe@portal.test", body.reference)).toHaveLength(1);
    });
  });

  describe("the wished end", () => {
    it("ends with the billing period in which a later wished day falls, and stops the provider the day before", async () => {
      const member = await createMember(db());
      const agent = await loggedIn(t, member);
      const wished = addDays(berlinDayOf(new Date()), 200);
      const body = (
        await agent.post(cancellationUrl, cancellationOf(member, { endOption: "date", requestedEndDate: wished }))
      ).json<ContractDeclarationConfirmation>();
      const subscription = await subscriptionOf(t, member.id);
      const end = billingBoundaryAtOrAfter(termsFor(new Date(subscription.start_date)), berlinEndOfDay(wished));
      expect(end.getTime()).toBeGreaterThanOrEqual(berlinEndOfDay(wished).getTime());
      expect(end.getTime() - berlinEndOfDay(wished).getTime()).toBeLessThan(7 * dayMs);
      expect(body).toMatchObject({ outcome: "ended", effectiveEnd: end.toISOString() });
      expect(subscription.access_until).toBe(end.toISOString());
      expect(subscription.provider_cancel_due_at).toBe(new Date(end.getTime() - dayMs).toISOString());
      expect((await declarationByReference(t, body.reference)).requested_end).toBe(wished);
    });

    it("refuses a wished end more than 12 months ahead in German and stores nothing", async () => {
      const member = await createMember(db());
      const before = await declarationCount(t);
      for (const day of [addDays(latestWishedEndDay(berlinDayOf(new Date())), 1), "9999-12-31"]) {
        const res = await postForm(
          t,
          cancellationUrl,
          cancellationOf(member, { endOption: "date", requestedEndDate: day }),
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: "Das gewünschte Vertragsende darf höchstens 12 Monate in der Zukunft liegen.",
        });
      }
      expect(await declarationCount(t)).toBe(before);
      expect((await subscriptionOf(t, member.id)).status).toBe("active");
      const latest = latestWishedEndDay(berlinDayOf(new Date()));
      const ok = await postForm(
        t,
        cancellationUrl,
        cancellationOf(member, { endOption: "date", requestedEndDate: latest }),
      );
      expect(ok.statusCode).toBe(200);
    });

    it("lets a later declaration bring the end forward to the earliest date, but never push it back", async () => {
      const member = await createMember(db());
      const agent = await loggedIn(t, member);
      const cancel = async (overrides: Record<string, unknown>) =>
        (await agent.post(cancellationUrl, cancellationOf(member, overrides))).json<ContractDeclarationConfirmation>();
      const later = addDays(berlinDayOf(new Date()), 300);
      await cancel({ endOption: "date", requestedEndDate: later });
      const far = await subscriptionOf(t, member.id);
      const terms = termsFor(new Date(far.start_date));
      expect(far.access_until).toBe(billingBoundaryAtOrAfter(terms, berlinEndOfDay(later)).toISOString());

      const soon = await cancel({ email: "jemand@example.de" });
      const earliest = cancellationEffectiveAt(terms, new Date(soon.receivedAt));
      const forward = await subscriptionOf(t, member.id);
      expect(forward.access_until).toBe(earliest.toISOString());
      expect(forward.provider_cancel_due_at).toBe(new Date(earliest.getTime() - dayMs).toISOString());

      await cancel({ endOption: "date", requestedEndDate: later });
      expect((await subscriptionOf(t, member.id)).access_until).toBe(earliest.toISOString());
    });

    it("keeps the earliest end when the wished day is earlier than the contract allows", async () => {
      const member = await createMember(db());
      const agent = await loggedIn(t, member);
      const tomorrow = addDays(berlinDayOf(new Date()), 1);
      const body = (
        await agent.post(cancellationUrl, cancellationOf(member, { endOption: "date", requestedEndDate: tomorrow }))
      ).json<ContractDeclarationConfirmation>();
      const subscription = await subscriptionOf(t, member.id);
      const computed = cancellationEffectiveAt(termsFor(new Date(subscription.start_date)), new Date(body.receivedAt));
      expect(subscription.access_until).toBe(computed.toISOString());
      const [mail = ""] = await mailsTo(t.smtp, member.email ?? "", body.reference);
      expect(mail).toContain(`Gewünschtes Vertragsende: zum ${tomorrow.split("-").reverse().join(".")}`);
    });
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
    const before = await declarationCount(t);
    const valid = {
      terminationType: "ordinary",
      name: "Erika Mustermann",
      phone: "+4915112345678",
      email: "erika@example.de",
      contract: "Premium-Mitgliedschaft",
      endOption: "nextPossible",
    };
    const res = await postForm(t, cancellationUrl, { ...valid, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await declarationCount(t)).toBe(before);
  });

  it("refuses a request from a foreign page", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: cancellationUrl,
      payload: cancellationOf(await createMember(db())),
      remoteAddress: nextIp(),
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("limits declarations per client address with a German 429 and Retry-After", async () => {
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
      expect((await postForm(t, i % 2 ? withdrawalUrl : cancellationUrl, typed, ip)).statusCode).toBe(200);
    const before = await declarationCount(t);
    const res = await postForm(t, cancellationUrl, typed, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
    });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(await declarationCount(t)).toBe(before);
  });
});

describe("cancellations when mail fails", () => {
  let t: TestApp;
  appPerSuite(
    () => createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" }),
    (app) => (t = app),
  );

  it("keeps the declaration and still cancels when the mail server is unreachable", async () => {
    const member = await createMember(t.database.handle.db);
    const agent = createAgent(t.app, { ip: nextIp() });
    const login = await agent.post("/api/auth/login", { identifier: member.phone, password: member.password });
    expect(login.statusCode).toBe(200);
    const res = await agent.post(cancellationUrl, cancellationOf(member));
    expect(res.statusCode).toBe(200);
    const body = res.json<ContractDeclarationConfirmation>();
    expect(body).toMatchObject({ outcome: "ended", emailSent: false });
    const stored = await declarationByReference(t, body.reference);
    expect(stored.mailed_at).toBeNull();
    expect(stored.status).toBe("applied");
    expect((await subscriptionOf(t, member.id)).status).toBe("cancelled");
  });
});
