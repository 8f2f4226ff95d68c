import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../support/agent.ts";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import { createTestAppWithMail, type WithSmtp } from "../../support/app-with-mail.ts";
import { createSqlRecorder } from "../../support/sql-recorder.ts";
import { type TestApp } from "../../support/test-app.ts";

let t: WithSmtp<TestApp>;
const recorder = createSqlRecorder(() => t.database.handle.db);
beforeAll(async () => {
  t = await createTestAppWithMail({}, { kyselyPlugins: [recorder.plugin] });
});
afterAll(async () => {
  await t.close();
});

/** The answer, and every SQL statement issued from the request's start until the answer arrived. */
async function ask(email: string, ip: string) {
  recorder.start();
  const res = await createAgent(t.app, { ip }).post("/api/auth/forgot-password", { email });
  return { res, sql: recorder.stop() };
}

describe("POST /api/auth/forgot-password", () => {
  it("does the same database work before answering a known and an unknown address, then mails the known one", async () => {
    const user = await createUser(t.database.handle.db, { email: "bekannt@example.de" });
    // The limiter drops expired windows at most once a minute, on whichever request comes first;
    // that work depends on the clock, not the address, so it is spent before the comparison (by
    // a known address, whose mail shows when its work after the answer is done).
    await createUser(t.database.handle.db, { email: "vorab@example.de" });
    const warmUp = t.smtp.mails.length;
    await ask("vorab@example.de", "192.0.2.9");
    await t.smtp.waitFor(warmUp + 1);
    const before = t.smtp.mails.length;

    const known = await ask("bekannt@example.de", "192.0.2.11");
    // The work after the answer (look-up, token, mail) is done before the next request starts.
    const mails = await t.smtp.waitFor(before + 1);
    expect(mails.slice(before).map((m) => m.to)).toEqual([["bekannt@example.de"]]);
    const tokens = await t.database.handle.db
      .selectFrom("password_reset_tokens")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(tokens).toHaveLength(1);

    const unknown = await ask("unbekannt@example.de", "192.0.2.10");
    expect(known.res.statusCode).toBe(200);
    expect(known.res.body).toBe(unknown.res.body);
    expect(known.sql).toEqual(unknown.sql);
    expect(known.sql.length).toBeGreaterThan(0);
    expect(known.sql.join("\n")).not.toMatch(/"users"|"password_reset_tokens"/);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.mails).toHaveLength(before + 1);
  });
});
