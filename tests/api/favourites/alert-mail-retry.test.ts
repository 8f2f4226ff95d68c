import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { createConsultant, createUser } from "../../../src/server/db/seed/factories.ts";
import { alertMailsOf, alertOn, statusEvent } from "../../support/favourites.ts";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The mail server is down when a consultant becomes available: the mail stays queued, is tried
// again every round, and is sent exactly once when the server is back.

const jobIntervalMs = 100;
let t: TestApp;
let port = 0;
let smtp: SmtpSink | undefined;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_INTERVAL_MS: String(jobIntervalMs) });
});
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

describe("availability mails while the mail server is down", () => {
  it("retries a failed send and never sends twice", async () => {
    const db = t.database.handle.db;
    const user = await createUser(db);
    const consultant = await createConsultant(db, { status: "offline" });
    await alertOn(db, user.id, consultant.id, { anyHour: true });
    await statusEvent(db, consultant.id, "available");

    await new Promise((r) => setTimeout(r, 10 * jobIntervalMs));
    const [waiting] = await alertMailsOf(db, consultant.id);
    expect(waiting?.sent_at).toBeNull();
    expect(waiting?.attempts).toBeGreaterThan(1);

    smtp = await startSmtpSink(port);
    await smtp.waitFor(1, 10_000);
    await new Promise((r) => setTimeout(r, 20 * jobIntervalMs));
    expect(smtp.mails.filter((m) => m.to.includes(user.email ?? "-"))).toHaveLength(1);
    const [sent] = await alertMailsOf(db, consultant.id);
    expect(sent?.sent_at).toMatch(/^\d{4}-/);
  }, 30_000);
});
