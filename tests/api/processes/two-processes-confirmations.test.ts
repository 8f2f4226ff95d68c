import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardRequest } from "../../../scripts/lib/payment-sandbox.ts";
import { callbackSignature } from "../../../src/protocols/maxpay.ts";
import { createUser, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { orderNumberPattern } from "../../../src/shared/domain/order-consent-texts.ts";
import type { CardPaymentSession } from "../../../src/shared/schemas/card-payments.ts";
import { saleCallbackBody, sandboxPrivateKey } from "../../support/maxpay-sandbox.ts";
import { parseMail } from "../../support/outbox-mails.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// Two real server processes on one database, both mailing through one SMTP server: a card
// payment's callback reaches both at once, repeatedly, and their jobs run ten times a second.
// The membership is confirmed by one mail (docs/decisions/0022).

let database: TestDatabase;
let smtp: SmtpSink;
let servers: ServerProcess[] = [];
let buyer: CreatedUser;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink();
  buyer = await createUser(database.handle.db);
  await database.handle.db
    .insertInto("settings")
    .values({ key: "maxpay_enabled", value: "true", updated_at: new Date().toISOString() })
    .execute();
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), "portal-confirm-")),
    SESSION_SECRET: "two-processes-share-this-secret",
    SMTP_URL: smtp.url,
    JOB_INTERVAL_MS: "100",
  };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map(stopServerProcess));
  await smtp?.close();
  await database?.dispose();
});

function post(server: ServerProcess, path: string, body: object, cookie = "") {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

describe("two server processes confirming one contract", () => {
  it("send one confirmation mail when Maxpay's callback reaches both, ten times each", async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error("servers not started");
    const login = await post(a, "/api/auth/login", { identifier: buyer.phone, password: buyer.password });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const created = await post(a, "/api/maxpay/create", cardRequest(buyer.id), cookie);
    expect(created.status, await created.clone().text()).toBe(200);
    const session = (await created.json()) as CardPaymentSession;
    expect(session.orderNumber).toMatch(orderNumberPattern);

    const body = saleCallbackBody(`hpp${Date.now()}.001mId1274aId0`, session.orderReference, buyer.id);
    const callback = (server: ServerProcess) =>
      fetch(`${server.base}/api/maxpay/callback`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-signature": callbackSignature(body, sandboxPrivateKey) },
        body,
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => callback(n % 2 === 0 ? a : b)));
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));

    // The mail went out before the first answer; the jobs of both processes (every 100 ms)
    // find nothing left to send.
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const confirmations = smtp.mails
      .filter((mail) => mail.to.includes(buyer.email ?? ""))
      .map((mail) => parseMail("smtp", mail.raw));
    expect(confirmations.map((mail) => mail.subject)).toEqual([
      `[Sternenruf] Vertragsbestätigung Ihrer Premium-Mitgliedschaft – Bestellnummer ${session.orderNumber ?? ""}`,
    ]);
    const rows = await database.handle.db.selectFrom("order_confirmations").selectAll().execute();
    expect(rows).toMatchObject([{ reference: session.orderNumber, attempts: 1 }]);
    expect(rows[0]?.sent_at).not.toBeNull();
  });
});
