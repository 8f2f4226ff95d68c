import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../src/server/db/seed/factories.ts";
import { systemClock } from "../../src/server/lib/clock.ts";
import { createCreditLedger } from "../../src/server/modules/credits/credit-ledger.ts";
import type { CreditHistory, CreditPackage } from "../../src/shared/schemas/credits.ts";
import { createAgent } from "../support/agent.ts";
import { login } from "../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const creditLedger = createCreditLedger({ clock: systemClock });

async function credit(userId: number, amount: number, key: string): Promise<void> {
  await t.database.handle.db
    .transaction()
    .execute((trx) =>
      creditLedger.post(trx, { userId, type: "purchase", amount, description: `Kauf: Test ${key}`, operationKey: key }),
    );
}

describe("GET /api/credits/packages", () => {
  it("lists the five packages in their order, for guests too", async () => {
    const res = await createAgent(t.app).get("/api/credits/packages");
    expect(res.statusCode).toBe(200);
    const packages = res.json<CreditPackage[]>();
    expect(packages.map((p) => [p.id, p.name, p.credits, p.bonusCredits, p.price, p.recommended])).toEqual([
      ["starter", "Schnupperpaket", 1000, 0, 10, false],
      ["basis", "Basispaket", 2500, 100, 25, false],
      ["beliebt", "Beliebtes Paket", 5000, 500, 50, true],
      ["vorteil", "Vorteilspaket", 10000, 1500, 100, false],
      ["kosmos", "Kosmos-Paket", 20000, 4000, 200, false],
    ]);
    for (const p of packages) {
      expect(Object.keys(p).sort()).toEqual(
        ["bonusCredits", "credits", "currency", "description", "id", "name", "price", "recommended"].sort(),
      );
      expect(p.currency).toBe("EUR");
      expect(p.description.length).toBeGreaterThan(10);
    }
  });
});

describe("GET /api/credits/balance and /api/credits/history", () => {
  it("answer guests 401 with a German message", async () => {
    const guest = createAgent(t.app);
    for (const url of ["/api/credits/balance", "/api/credits/history"]) {
      const res = await guest.get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Bitte melden Sie sich an." });
    }
  });

  it("show only the logged-in user's own credits, newest first, page by page", async () => {
    const db = t.database.handle.db;
    const owner = await createUser(db);
    const other = await createUser(db);
    for (let i = 1; i <= 5; i += 1) await credit(owner.id, i * 100, `history-${owner.id}-${i}`);
    await credit(other.id, 7777, `history-${other.id}-x`);

    const agent = createAgent(t.app);
    await login(agent, owner);
    expect((await agent.get("/api/credits/balance")).json()).toEqual({ balance: 1500 });

    const first = await agent.get("/api/credits/history?page=1&pageSize=2");
    expect(first.statusCode).toBe(200);
    const page1 = first.json<CreditHistory>();
    expect(page1).toMatchObject({ page: 1, pageSize: 2, hasMore: true });
    expect(page1.transactions.map((x) => [x.type, x.amount, x.balance, x.description])).toEqual([
      ["purchase", 500, 1500, `Kauf: Test history-${owner.id}-5`],
      ["purchase", 400, 1000, `Kauf: Test history-${owner.id}-4`],
    ]);
    expect(Object.keys(page1.transactions[0] ?? {}).sort()).toEqual(
      ["amount", "balance", "createdAt", "description", "id", "type"].sort(),
    );
    expect(new Date(page1.transactions[0]?.createdAt ?? "").toISOString()).toBe(page1.transactions[0]?.createdAt);

    const page3 = (await agent.get("/api/credits/history?page=3&pageSize=2")).json<CreditHistory>();
    expect(page3).toMatchObject({ page: 3, pageSize: 2, hasMore: false });
    expect(page3.transactions.map((x) => x.amount)).toEqual([100]);
    const whole = (await agent.get("/api/credits/history")).json<CreditHistory>();
    expect(whole).toMatchObject({ page: 1, pageSize: 20, hasMore: false });
    expect(whole.transactions).toHaveLength(5);

    const bad = await agent.get("/api/credits/history?pageSize=500");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/[äöüß]|höchstens|Zahl|groß/i);

    const otherAgent = createAgent(t.app);
    await login(otherAgent, other);
    expect((await otherAgent.get("/api/credits/balance")).json()).toEqual({ balance: 7777 });
    expect((await otherAgent.get("/api/credits/history")).json<CreditHistory>().transactions).toHaveLength(1);
  });

  it("answers 0 and an empty history for an account that never had credits", async () => {
    const user = await createUser(t.database.handle.db);
    const agent = createAgent(t.app);
    await login(agent, user);
    expect((await agent.get("/api/credits/balance")).json()).toEqual({ balance: 0 });
    expect((await agent.get("/api/credits/history")).json()).toEqual({
      transactions: [],
      page: 1,
      pageSize: 20,
      hasMore: false,
    });
  });
});
