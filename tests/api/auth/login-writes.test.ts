import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent } from "../../support/agent.ts";
import { createSqlRecorder } from "../../support/sql-recorder.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// A login is limited by its password hash; the writes around it (each one a commit) should be
// only those it needs.

let t: TestApp;
const recorder = createSqlRecorder(() => t.database.handle.db);
beforeAll(async () => {
  t = await createTestApp({}, { kyselyPlugins: [recorder.plugin] });
});
afterAll(() => t.close());

async function writesOfLogin(identifier: string, password: string, ip: string) {
  recorder.start();
  const res = await createAgent(t.app, { ip }).post("/api/auth/login", { identifier, password });
  const writes = recorder
    .stop()
    .filter((statement) => /^(insert|update|delete)\b/i.test(statement))
    .map((statement) => statement.split(/\s+/).slice(0, 3).join(" "));
  return { status: res.statusCode, writes };
}

describe("the writes of a login", () => {
  it("are the counts, the slots reserved before the hash and given back after it, and the new session", async () => {
    const user = await createUser(t.database.handle.db);
    // The first count of the process also drops windows older than a day.
    expect((await writesOfLogin(user.phone, user.password, "198.51.100.1")).writes).toContain(
      'delete from "rate_limit_hits"',
    );
    expect(await writesOfLogin(user.phone, user.password, "198.51.100.2")).toEqual({
      status: 200,
      writes: [
        // Logins from this address.
        'insert into "rate_limit_hits"',
        // The failure slots of this account from this address and of the account as a whole,
        // taken before the password is checked (docs/decisions/0021)...
        'insert into "rate_limit_hits"',
        'insert into "rate_limit_hits"',
        // ...and given back: the address's is forgotten, the account's loses this one slot.
        'delete from "rate_limit_hits"',
        'update "rate_limit_hits" set',
        'insert into "sessions"',
      ],
    });
  });

  it("forget the address's failures after a failed attempt, and give back the account-wide slot", async () => {
    const user = await createUser(t.database.handle.db);
    expect((await writesOfLogin(user.phone, "falsch-falsch", "198.51.100.3")).status).toBe(401);
    const { status, writes } = await writesOfLogin(user.phone, user.password, "198.51.100.3");
    expect(status).toBe(200);
    expect(writes).toContain('delete from "rate_limit_hits"');
    const left = await t.database.handle.db
      .selectFrom("rate_limit_hits")
      .select(["bucket", "hits"])
      .where("bucket", "like", `loginFailuresPerAccount%:user:${user.id}%`)
      .execute();
    // The failure still counts for the account as a whole; the right password's slot does not.
    expect(left).toEqual([{ bucket: `loginFailuresPerAccount:user:${user.id}`, hits: 1 }]);
  });
});
