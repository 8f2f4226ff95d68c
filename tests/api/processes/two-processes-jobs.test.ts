import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createConsultant,
  createCreditEntries,
  createHoroscopeMonth,
  createHoroscopeProfile,
  createMember,
  createUser,
} from "../../../src/server/db/seed/factories.ts";
import { berlinStartOfDay } from "../../../src/shared/domain/berlin-time.ts";
import { berlinMonthOf } from "../../../src/shared/domain/horoscope-month.ts";
import { zodiacSigns } from "../../../src/shared/domain/zodiac.ts";
import { allSigns } from "../../support/horoscopes.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// Two real server processes on one database run every background job at the same moment, ten
// times a second: each piece of work (a provider cancellation, the release of a credit hold, a
// monthly horoscope mail) is done exactly once, because each is claimed in the database.

const jobIntervalMs = 100;
const perJob = 12;

/** PayPal's API as far as the cancellation job uses it; counts the cancellations it receives. */
function startFakePaypal(): Promise<{ server: HttpServer; base: string; cancellations: string[] }> {
  const cancellations: string[] = [];
  const server = createServer((request, response) => {
    const cancel = /^\/v1\/billing\/subscriptions\/([^/]+)\/cancel$/.exec(request.url ?? "");
    request.resume();
    if (request.method === "POST" && request.url === "/v1/oauth2/token") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ access_token: "token", token_type: "Bearer", expires_in: 32400 }));
    } else if (request.method === "POST" && cancel?.[1]) {
      cancellations.push(decodeURIComponent(cancel[1]));
      // As slow as a real provider, so that the other process has time to try the same row.
      setTimeout(() => response.writeHead(204).end(), 30);
    } else {
      response.writeHead(404, { "content-type": "application/json" }).end("{}");
    }
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}`, cancellations });
    }),
  );
}

let database: TestDatabase;
let smtp: SmtpSink;
let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
let servers: ServerProcess[] = [];
const dueSubscriptions: string[] = [];
const staleCalls: Array<{ userId: number; callId: string }> = [];
const mailRecipients: string[] = [];
const month = berlinMonthOf(new Date());
// The mail is due from 06:00 Berlin time on the 1st; in the six hours before, none may go out.
const mailDue = Date.now() > berlinStartOfDay(`${month}-01`).getTime() + 6 * 60 * 60_000 + 60_000;

async function seedDueWork(): Promise<void> {
  const db = database.handle.db;
  const past = new Date(Date.now() - 60_000).toISOString();
  for (let i = 0; i < perJob; i++) {
    const member = await createMember(db, {
      status: "cancelled",
      accessUntil: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const row = await db
      .updateTable("subscriptions")
      .set({ provider_cancel_due_at: past })
      .where("user_id", "=", member.id)
      .returning("provider_subscription_id")
      .executeTakeFirstOrThrow();
    dueSubscriptions.push(row.provider_subscription_id ?? "");
  }

  // Each account holds 700 credits more than its call whose record never came: a second release
  // of that call's hold would take them too, so the account shows how often it was released.
  const consultant = await createConsultant(db, { credits_per_minute: 100 });
  const fourHoursAgo = new Date(Date.now() - 4 * 60 * 60_000).toISOString();
  for (let i = 0; i < perJob; i++) {
    const user = await createUser(db);
    await createCreditEntries(db, user.id, [
      { type: "purchase", amount: 5000, description: "Kauf: Testpaket", operationKey: `jobs-test:${user.id}` },
    ]);
    await db
      .insertInto("credit_calls")
      .values({
        call_id: `stale-${user.id}`,
        user_id: user.id,
        consultant_id: consultant.id,
        consultant_name: consultant.name,
        caller_number: user.phone,
        credits_per_minute: consultant.credits_per_minute,
        held_credits: 1500,
        status: "live",
        started_at: fourHoursAgo,
        ended_at: null,
        record_id: null,
        debited_credits: null,
      })
      .execute();
    await db.updateTable("credit_accounts").set({ held: 2200 }).where("user_id", "=", user.id).execute();
    staleCalls.push({ userId: user.id, callId: `stale-${user.id}` });
  }

  await createHoroscopeMonth(db, month, allSigns(month));
  for (let i = 0; i < perJob; i++) {
    const member = await createMember(db);
    await createHoroscopeProfile(db, member.id, {
      sign: zodiacSigns[i % zodiacSigns.length] ?? null,
      monthlyMail: true,
    });
    mailRecipients.push(member.email ?? "");
  }
}

async function waitUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}\n${servers.map((s) => s.output()).join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  [smtp, paypal] = await Promise.all([startSmtpSink(), startFakePaypal()]);
  await seedDueWork();
  const dataDir = mkdtempSync(join(tmpdir(), "portal-jobs-"));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SESSION_SECRET: "two-processes-share-this-secret",
    SMTP_URL: smtp.url,
    JOB_INTERVAL_MS: String(jobIntervalMs),
    PAYPAL_CLIENT_ID: "jobs-test-id",
    PAYPAL_CLIENT_SECRET: "jobs-test-secret",
    PAYPAL_WEBHOOK_ID: "WH-JOBS",
    PAYPAL_API_BASE: paypal.base,
  };
  // The work is waiting before either process starts, so both find it at their first run.
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map(stopServerProcess));
  await smtp?.close();
  paypal?.server.close();
  await database?.dispose();
});

describe("two server processes running the background jobs at the same time", () => {
  it("cancel each subscription at the provider once, release each hold once and send each mail once", async () => {
    const db = database.handle.db;
    const openCancellations = async () =>
      (
        await db
          .selectFrom("subscriptions")
          .select("id")
          .where("provider_cancel_due_at", "is not", null)
          .where("provider_cancelled_at", "is", null)
          .execute()
      ).length;
    const liveStaleCalls = async () =>
      (
        await db
          .selectFrom("credit_calls")
          .select("call_id")
          .where("status", "=", "live")
          .where("call_id", "like", "stale-%")
          .execute()
      ).length;
    await waitUntil(async () => (await openCancellations()) === 0, "the provider cancellations");
    await waitUntil(async () => (await liveStaleCalls()) === 0, "the hold releases");
    if (mailDue) await waitUntil(async () => smtp.mails.length >= perJob, "the horoscope mails");
    // Twenty more runs of every job in each process: nothing may happen a second time.
    await new Promise((r) => setTimeout(r, 20 * jobIntervalMs));

    expect(paypal.cancellations.toSorted()).toEqual(dueSubscriptions.toSorted());

    for (const { userId, callId } of staleCalls) {
      const account = await db
        .selectFrom("credit_accounts")
        .select(["balance", "held"])
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      expect(account).toEqual({ balance: 5000, held: 700 });
      const call = await db
        .selectFrom("credit_calls")
        .select("status")
        .where("call_id", "=", callId)
        .executeTakeFirstOrThrow();
      expect(call.status).toBe("released");
    }

    const recipients = smtp.mails.flatMap((mail) => mail.to).toSorted();
    expect(recipients).toEqual(mailDue ? mailRecipients.toSorted() : []);
    const sentRows = await db
      .selectFrom("horoscope_mailings")
      .select("user_id")
      .where("month", "=", month)
      .where("sent_at", "is not", null)
      .execute();
    expect(sentRows).toHaveLength(mailDue ? perJob : 0);
  });
});
