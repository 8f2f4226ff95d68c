import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../../../src/server/db/seed/factories.ts";
import { isDatabaseUnavailable } from "../../../src/server/db/unavailable.ts";
import { createAgent } from "../../support/agent.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// A SQLite database that cannot grow, as on a full disk: SQLite's own limit on the file's
// pages (PRAGMA max_page_count, a setting of the connection the app uses) makes every write
// that needs a new page fail with the real SQLITE_FULL. SQLite in both passes of the API suite:
// the fault is SQLite's; PostgreSQL's counterparts are in postgres-outage.test.ts.

const unavailable = "Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.";

describe("a SQLite database that is full", () => {
  let t: TestApp;
  let registrations = 0;
  beforeAll(async () => {
    // Every registration here comes from one address.
    t = await createTestApp({ RATE_LIMIT_SCALE: "100" }, { cluster: "sqlite" });
  });
  afterAll(() => t.close());

  const register = () => {
    registrations += 1;
    const phone = `+49160555${String(registrations).padStart(4, "0")}`;
    return {
      phone,
      answer: t.app.inject({
        method: "POST",
        url: "/api/register",
        headers: { origin: "http://portal.test" },
        payload: { name: `Kundin Voll ${registrations}`, phone, password: "geheim1", birthDate: "1980-05-17" },
      }),
    };
  };

  let fillers = 0;
  /** Fills the file up to its last page: after this no write can get a new page. */
  async function fillUp(): Promise<void> {
    const db = t.database.handle.db;
    // No free pages left over from earlier deletes, then no page beyond those there are.
    await sql`vacuum`.execute(db);
    await sql`pragma max_page_count = 1`.execute(db);
    for (let n = 0; n < 100_000; n++) {
      const i = fillers++;
      try {
        await db
          .insertInto("users")
          .values({
            name: `Füllung ${i}`,
            phone: `+49170${String(i).padStart(7, "0")}`,
            email: null,
            password_hash: "-",
            created_at: new Date().toISOString(),
          })
          .execute();
      } catch (error) {
        expect(isDatabaseUnavailable(error)).toBe(true);
        return;
      }
    }
    throw new Error("Die Datenbank wurde nicht voll.");
  }

  it("answers health 503 and a write 503 in German, changes nothing, and recovers when there is room again", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    await fillUp();

    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.headers["retry-after"]).toMatch(/^\d+$/);
    expect(health.json()).toEqual({ message: unavailable });
    // The process itself is fine: restarting it would not help.
    expect((await t.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);

    // A registration may still fit into a page that has room; the first that does not is refused.
    let refused: Awaited<ReturnType<typeof register>["answer"]> | undefined;
    let refusedPhone = "";
    for (let i = 0; i < 50 && !refused; i++) {
      const { phone, answer } = register();
      const res = await answer;
      if (res.statusCode !== 201) {
        refused = res;
        refusedPhone = phone;
      }
    }
    expect(refused?.statusCode).toBe(503);
    expect(refused?.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused?.json()).toEqual({ message: unavailable });
    const stored = await t.database.handle.db
      .selectFrom("users")
      .select("id")
      .where("phone", "=", refusedPhone)
      .executeTakeFirst();
    expect(stored).toBeUndefined();

    await sql`pragma max_page_count = 1000000`.execute(t.database.handle.db);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await register().answer).statusCode).toBe(201);
  });

  it("answers 503 for a transaction that hits the full disk, which SQLite has already rolled back, and books nothing", async () => {
    const db = t.database.handle.db;
    const admin = createAgent(t.app);
    await login(admin, await createAdmin(db));
    const customer = await createUser(db);
    await fillUp();

    // The administrator's credit booking: account, entry and audit row in one transaction.
    let refused: Awaited<ReturnType<typeof admin.post>> | undefined;
    let refusedKey = "";
    for (let i = 0; i < 50 && !refused; i++) {
      const operationKey = `voll-${String(i).padStart(4, "0")}`;
      const res = await admin.post(`/api/admin/users/${customer.id}/credits`, {
        kind: "bonus",
        credits: 100,
        reason: "Kulanz bei voller Platte",
        operationKey,
      });
      if (res.statusCode !== 200) {
        refused = res;
        refusedKey = operationKey;
      }
    }
    expect(refused?.statusCode).toBe(503);
    expect(refused?.json()).toEqual({ message: unavailable });
    const booked = await db
      .selectFrom("credit_entries")
      .select("id")
      .where("operation_key", "=", `admin:${customer.id}:${refusedKey}`)
      .executeTakeFirst();
    expect(booked).toBeUndefined();
    await sql`pragma max_page_count = 1000000`.execute(db);
  });
});
