import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultant, createUser } from "../../../src/server/db/seed/factories.ts";
import { alertMailsOf, alertOn } from "../../support/favourites.ts";
import { mailsTo } from "../../support/outbox-mails.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { pushStatus } from "../../support/status-push.ts";
import { carrier, createTelephonyTestApp, postSigned } from "../../support/telephony.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";
import type { TestApp } from "../../support/test-app.ts";

// The carrier's signed status pushes, as they arrive: at once, flapping, and at two processes.
// The alerts choose any hour, so that the time the suite runs at does not matter.

async function consultantWithAlerts(db: TestDatabase["handle"]["db"], count: number) {
  const consultant = await createConsultant(db, { status: "offline" });
  const users = [];
  for (let i = 0; i < count; i += 1) {
    const user = await createUser(db);
    await alertOn(db, user.id, consultant.id, { anyHour: true });
    users.push(user);
  }
  return { consultant, users };
}

describe("status pushes to one process", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTelephonyTestApp({ JOB_INTERVAL_MS: "3600000" });
  });
  afterAll(() => t.close());
  const push = (extension: string, status: string) =>
    // Each push its own, as a carrier repeating a status sends it (docs/telephony.md).
    postSigned(t.app, "/api/telephony/consultant-status", { extension, status, pushId: randomUUID() }, carrier.secret);

  it("ten 'available' pushes at once for a consultant with 3 alerts queue 3 mails", async () => {
    const db = t.database.handle.db;
    const { consultant } = await consultantWithAlerts(db, 3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => push(consultant.extension, "available")));
    expect(answers.every((res) => res.statusCode < 300)).toBe(true);
    expect(await alertMailsOf(db, consultant.id)).toHaveLength(3);
  });

  it("a status flapping busy and available five times queues one mail", async () => {
    const db = t.database.handle.db;
    const { consultant } = await consultantWithAlerts(db, 1);
    for (let i = 0; i < 5; i += 1) {
      await push(consultant.extension, "available");
      await push(consultant.extension, "busy");
    }
    expect(await alertMailsOf(db, consultant.id)).toHaveLength(1);
  });
});

describe("status pushes to two processes", () => {
  const secret = "carrier-secret-of-the-alerts";
  let database: TestDatabase;
  let dir: string;
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), "portal-alerts-"));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: join(dir, "data"),
      MAIL_OUTBOX_DIR: join(dir, "outbox"),
      JOB_INTERVAL_MS: "100",
      TELEPHONY_SECRET: secret,
      TELEPHONY_TOKEN: "ivr-token-of-the-alerts",
    };
    processes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map(stopServerProcess));
    await database?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("the same change pushed to both sends each alert's mail once", async () => {
    const { consultant, users } = await consultantWithAlerts(database.handle.db, 2);
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(processes.map((p) => pushStatus(p.base, secret, consultant.extension, "available")));
      await Promise.all(processes.map((p) => pushStatus(p.base, secret, consultant.extension, "busy")));
    }
    expect(await alertMailsOf(database.handle.db, consultant.id)).toHaveLength(2);
    const outbox = join(dir, "outbox");
    for (const user of users) {
      await expect.poll(() => mailsTo(outbox, user.email ?? "-").length, { timeout: 10_000 }).toBe(1);
    }
    // Both processes' jobs go on running: still one each.
    await new Promise((r) => setTimeout(r, 1_500));
    for (const user of users) expect(mailsTo(outbox, user.email ?? "-")).toHaveLength(1);
  }, 60_000);
});
