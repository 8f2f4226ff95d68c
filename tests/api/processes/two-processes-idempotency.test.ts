import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../../src/server/db/seed/factories.ts";
import { cancellationOf } from "../../support/declarations.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// Two real server processes on one database, as behind a load balancer: a double click whose
// two requests reach different processes at the same moment still files once, because the key
// is reserved in the database (docs/decisions/0023).

let database: TestDatabase;
let smtp: SmtpSink;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), "portal-idem-"));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SESSION_SECRET: "two-processes-share-this-secret",
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL: "hilfe@portal.test",
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(stopServerProcess));
  await smtp?.close();
  await database.dispose();
});

describe("one idempotency key sent to two server processes at once", () => {
  it("files one cancellation with one reference and one mail, and both processes give the same answer", async () => {
    const member = await createMember(database.handle.db, { startedAt: new Date(Date.now() - 40 * 86_400_000) });
    const key = randomUUID();
    const send = (server: ServerProcess) =>
      fetch(`${server.base}/api/contract-declarations/cancellation`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base, "idempotency-key": key },
        body: JSON.stringify(cancellationOf(member)),
      });
    const answers = await Promise.all([a, b, a, b, a, b].map(send));
    const bodies = await Promise.all(answers.map(async (res) => ({ status: res.status, body: await res.text() })));
    expect(bodies[0]?.status, bodies[0]?.body).toBe(200);
    for (const answer of bodies) expect(answer).toEqual(bodies[0]);

    const rows = await database.handle.db
      .selectFrom("contract_declarations")
      .select("reference")
      .where("user_id", "=", member.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(bodies[0]?.body).toContain(rows[0]?.reference ?? "-");
    const toMember = () => smtp.mails.filter((m) => m.to.includes(member.email ?? "-"));
    await smtp.waitFor(1);
    // Mails after the answer would come within a moment; a second one would show here.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(toMember()).toHaveLength(1);
  });
});
