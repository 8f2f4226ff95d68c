import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { berlinStartOfDay } from "../../../src/shared/domain/berlin-time.ts";
import { addMonths, berlinMonthOf } from "../../../src/shared/domain/horoscope-month.ts";
import {
  createHoroscopeMonth,
  createHoroscopeProfile,
  createMember,
  createUser,
  type CreatedUser,
} from "../../../src/server/db/seed/factories.ts";
import { createMailer } from "../../../src/server/modules/mail/mailer.ts";
import { createHoroscopeMailing, mailingClaimTimeoutMs } from "../../../src/server/modules/horoscopes/mailing.ts";
import { createUsersRepo } from "../../../src/server/modules/users/repo.ts";
import { createPaymentRecords } from "../../../src/server/modules/payment-records/service.ts";
import { createReceiptIssuer } from "../../../src/server/modules/receipts/index.ts";
import { createSubscriptionsService } from "../../../src/server/modules/subscriptions/service.ts";
import { allSigns } from "../../support/horoscopes.ts";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../../support/smtp-sink.ts";
import { createTestApp, testOrigin, type TestApp } from "../../support/test-app.ts";
import { createUsersModule } from "../../../src/server/modules/users/index.ts";

const DAY_MS = 24 * 60 * 60_000;
const month = berlinMonthOf(new Date());
const firstAtSix = berlinStartOfDay(`${month}-01`).getTime() + 6 * 60 * 60_000;
const secret = "test-secret-for-signed-cookies";
const log = pino({ level: "silent" });

/** The headers with folded lines joined. */
function headers(mail: ReceivedMail): string {
  return (mail.raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
}

/** The whole mail with its quoted-printable bodies decoded, for looking at the texts. */
function flat(mail: ReceivedMail): string {
  const latin1 = mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, "latin1").toString("utf8");
}

function unsubscribeUrlOf(mail: ReceivedMail): string {
  const match = /^List-Unsubscribe: <([^>]+)>/m.exec(headers(mail));
  if (!match?.[1]) throw new Error("no List-Unsubscribe header");
  return match[1];
}

describe("the monthly horoscope mail", () => {
  let t: TestApp;
  let sink: SmtpSink;
  let offset = 0;
  const clock = { now: () => new Date(firstAtSix + offset) };

  beforeAll(async () => {
    t = await createTestApp();
    sink = await startSmtpSink();
    await createHoroscopeMonth(t.database.handle.db, month, {
      ...allSigns(month),
      // Whatever the author types, the HTML part carries it as text.
      widder: { ...allSigns(month).widder, tip: "Ein **fetter** Tipp mit <script>alert(1)</script>." },
    });
  });
  afterEach(async () => {
    offset = 0;
    await db().deleteFrom("horoscope_mailings").execute();
    await db().deleteFrom("horoscope_profiles").execute();
    sink.mails.length = 0;
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  const db = () => t.database.handle.db;

  /** The mailing, sending through the sink in batches of two unless `overrides` say otherwise. */
  function runner(overrides: Partial<Parameters<typeof createHoroscopeMailing>[0]> = {}) {
    return createHoroscopeMailing({
      db: db(),
      clock,
      subscriptions: createSubscriptionsService({
        db: db(),
        clock,
        log,
        paymentRecords: createPaymentRecords({
          db: db(),
          clock,
          receipts: createReceiptIssuer({ db: db(), users: createUsersModule({ db: db() }) }),
        }),
        users: createUsersModule({ db: db() }),
      }),
      users: createUsersRepo(db()),
      mailer: createMailer({ smtpUrl: sink.url, from: "Sternenruf <horoskop@example.com>", outboxDir: "" }, log),
      log,
      publicOrigin: testOrigin,
      brandName: "Sternenruf",
      secrets: [secret],
      batchSize: 2,
      ...overrides,
    });
  }

  /** Members who asked for the mail, with a sign each. */
  async function optedInMembers(count: number, sign = "widder"): Promise<CreatedUser[]> {
    const members: CreatedUser[] = [];
    for (let i = 0; i < count; i += 1) {
      const member = await createMember(db(), { startedAt: new Date(Date.now() - 60 * DAY_MS) });
      await createHoroscopeProfile(db(), member.id, { sign, monthlyMail: true });
      members.push(member);
    }
    return members;
  }

  const mailsTo = (member: CreatedUser) => sink.mails.filter((m) => m.to.includes(member.email ?? "-"));

  it("is not due before 06:00 Berlin time on the 1st, nor for an unpublished month", async () => {
    await optedInMembers(1);
    offset = -60_000;
    expect((await runner().run()).month).toBeNull();
    await db().updateTable("horoscope_months").set({ published_at: null }).where("month", "=", month).execute();
    offset = 0;
    expect((await runner().run()).month).toBeNull();
    await db()
      .updateTable("horoscope_months")
      .set({ published_at: new Date().toISOString() })
      .where("month", "=", month)
      .execute();
    expect(sink.mails).toHaveLength(0);
  });

  it("sends each member who asked for it their sign's horoscope once, with two runners at the same time", async () => {
    const wanted = await optedInMembers(5);
    const declined = await createMember(db(), { startedAt: new Date(Date.now() - 60 * DAY_MS) });
    await createHoroscopeProfile(db(), declined.id, { sign: "stier", monthlyMail: false });
    const customer = await createUser(db());
    await createHoroscopeProfile(db(), customer.id, { sign: "stier", monthlyMail: true });
    const noAddress = await createMember(db(), { email: null, startedAt: new Date(Date.now() - 60 * DAY_MS) });
    await createHoroscopeProfile(db(), noAddress.id, { sign: "stier", monthlyMail: true });

    const [a, b] = await Promise.all([runner().run(), runner().run()]);
    expect(a.sent + b.sent).toBe(5);
    expect(a.queued + b.queued).toBe(5);
    expect(sink.mails).toHaveLength(5);
    for (const member of wanted) expect(mailsTo(member)).toHaveLength(1);
    expect(mailsTo(declined)).toHaveLength(0);
    expect(mailsTo(customer)).toHaveLength(0);

    // Later runs of the same month send nothing more.
    offset = DAY_MS;
    await Promise.all([runner().run(), runner().run()]);
    expect(sink.mails).toHaveLength(5);

    const mail = flat(sink.mails[0] as ReceivedMail);
    const head = headers(sink.mails[0] as ReceivedMail);
    expect(head).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail).toContain("multipart/alternative");
    expect(mail).toContain(`Erster Absatz widder ${month}.`);
    expect(mail).toContain(`Geheimer zweiter Absatz widder ${month} nur`);
    expect(mail).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail).not.toContain("<script>alert(1)</script>.</p>");
    expect(mail).toContain("<strong>fetter</strong>");
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(head).toMatch(new RegExp(`^Message-ID: <horoskop-${month}-\\d+@portal\\.test>`, "im"));
    expect(unsubscribeUrlOf(sink.mails[0] as ReceivedMail)).toMatch(
      /^http:\/\/portal\.test\/api\/horoscopes\/unsubscribe\?u=\d+&t=/,
    );
    const rows = await db().selectFrom("horoscope_mailings").selectAll().execute();
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.sent_at !== null && r.month === month)).toBe(true);
  });

  it("resumes after a process died mid-run, without sending anyone twice", async () => {
    const members = await optedInMembers(5, "fische");
    const first = runner();
    await first.enqueue(month);
    // The first process sends two mails, then dies.
    expect(await first.sendPending(month, 2)).toEqual({ sent: 2, failed: 0 });
    // It had claimed a third row when it died, and never recorded it as sent.
    const open = await db()
      .selectFrom("horoscope_mailings")
      .select("id")
      .where("sent_at", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await db()
      .updateTable("horoscope_mailings")
      .set({ claimed_at: clock.now().toISOString() })
      .where("id", "=", open.id)
      .execute();

    // A restarted process sends the rest but leaves the fresh claim alone...
    offset = 60_000;
    expect((await runner().run()).sent).toBe(2);
    expect(sink.mails).toHaveLength(4);
    // ...until the claim has timed out.
    offset = mailingClaimTimeoutMs + 120_000;
    const progress = await runner().run();
    expect(progress).toMatchObject({ month, sent: 1, remaining: 0 });
    expect(sink.mails).toHaveLength(5);
    for (const member of members) expect(mailsTo(member)).toHaveLength(1);
  });

  it("a failed send is tried again by the next run", async () => {
    const [member] = await optedInMembers(1, "krebs");
    if (!member) throw new Error("no member");
    const broken = runner({
      mailer: createMailer({ smtpUrl: "smtp://127.0.0.1:9", from: "x@example.com", outboxDir: "" }, log),
      batchSize: undefined,
    });
    expect(await broken.run()).toMatchObject({ sent: 0, failed: 1, remaining: 1 });
    expect(await runner().run()).toMatchObject({ sent: 1, remaining: 0 });
    expect(mailsTo(member)).toHaveLength(1);
  });

  it("unsubscribes without login from the mail's link, one click or from the page, and never with a forged link", async () => {
    const [member] = await optedInMembers(1, "waage");
    if (!member) throw new Error("no member");
    await runner().run();
    const url = new URL(unsubscribeUrlOf(mailsTo(member)[0] as ReceivedMail));
    const path = `${url.pathname}${url.search}`;

    // The link in the text and the HTML leads to the page, with the same account and signature.
    const body = flat(mailsTo(member)[0] as ReceivedMail);
    expect(body).toContain(`Abbestellen: http://portal.test/horoskop-abbestellen${url.search}`);
    expect(body).toContain(`<a href="http://portal.test/horoskop-abbestellen${url.search.replace("&", "&amp;")}">`);

    const forged = await t.app.inject({
      method: "POST",
      url: path.replace(`u=${member.id}`, `u=${member.id + 1}`),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ message: string }>().message).toMatch(/^Dieser Abmeldelink ist ungültig/);

    // RFC 8058: the mail program posts a form, with no cookie and no Origin.
    const oneClick = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({
      message:
        "Sie erhalten das Monatshoroskop nicht mehr per E-Mail. Sie können es jederzeit in Ihrem Profil wieder bestellen.",
    });
    const profile = await db()
      .selectFrom("horoscope_profiles")
      .selectAll()
      .where("user_id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(profile.monthly_mail).toBe(0);
    // Again from the page: still fine.
    expect((await t.app.inject({ method: "POST", url: path })).statusCode).toBe(200);

    // Next month brings no mail.
    await createHoroscopeMonth(db(), addMonths(month, 1), allSigns(addMonths(month, 1)));
    offset = berlinStartOfDay(`${addMonths(month, 1)}-01`).getTime() + 7 * 60 * 60_000 - firstAtSix;
    const next = await runner().run();
    expect(next).toMatchObject({ month: addMonths(month, 1), queued: 0, sent: 0 });
    expect(mailsTo(member)).toHaveLength(1);
  });
});
