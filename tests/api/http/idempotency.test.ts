import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app.ts";
import { loadConfig } from "../../../src/server/config.ts";
import type { Agent } from "../../support/agent.ts";
import { dataTables } from "../../support/fuzz/data-tables.ts";
import { adminAgent, idempotentRoutes, type Context } from "../../support/idempotent-routes.ts";
import { type ListeningTestApp } from "../../support/listening-app.ts";
import { collectRoutes } from "../../support/route-collector.ts";
import { createListeningTestAppWithMail, type WithSmtp } from "../../support/app-with-mail.ts";
import { createTestDatabase } from "../../support/test-database.ts";
import { exemptFilingRoutes } from "../../support/idempotency-exempt-routes.ts";

// A form that files something acts once per idempotency key: a double click, a retry after a
// lost answer, ten copies at the same moment (docs/decisions/0023).

let t: WithSmtp<ListeningTestApp>;
let admin: Agent;
let ctx: Context;

beforeAll(async () => {
  t = await createListeningTestAppWithMail({ SUPPORT_EMAIL: "hilfe@portal.test", RATE_LIMIT_SCALE: "100" });
  admin = await adminAgent(t);
  ctx = { t, smtp: t.smtp, admin };
});
afterAll(async () => {
  await t.close();
});

const countedTables = Object.entries(dataTables)
  .filter(([name, scope]) => (scope.kind === "account" || scope.kind === "shared") && !name.startsWith("kysely_"))
  .map(([name]) => name);

/** How many rows each table of the portal's data holds. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of countedTables) {
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      t.database.handle.db,
    );
    counts[table] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}

function difference(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(after).map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)]));
}

/** Waits for the mails a filing sends, then a moment more, so that a mail too many is seen. */
async function mailsAfter(before: number, expected: number): Promise<number> {
  if (expected > 0) await t.smtp.waitFor(before + expected);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return t.smtp.mails.length - before;
}

const answerOf = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.body });

describe("every route that files something acts once per idempotency key", () => {
  it.each(idempotentRoutes.map((c) => [`${c.method} ${c.route}`, c] as const))(
    "%s: ten requests with one key at once file once, and all get the first answer",
    async (_name, route) => {
      // A first filing sets up what every later one finds (a payment plan at the provider).
      const warmUp = await route.prepare(ctx);
      const mailsBeforeWarmUp = t.smtp.mails.length;
      await warmUp.send(randomUUID());
      await mailsAfter(mailsBeforeWarmUp, route.mails);
      // One filing without repeats, for what one filing changes.
      const single = await route.prepare(ctx);
      let rows = await rowCounts();
      let mails = t.smtp.mails.length;
      const once = await single.send(randomUUID());
      expect(once.statusCode, once.body).toBeLessThan(300);
      expect(await mailsAfter(mails, route.mails)).toBe(route.mails);
      const changedByOne = difference(rows, await rowCounts());

      // The same filing for someone else, ten times at once with one key.
      const filing = await route.prepare(ctx);
      rows = await rowCounts();
      mails = t.smtp.mails.length;
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => filing.send(key)));
      const [first] = answers;
      expect(first?.statusCode, first?.body).toBeLessThan(300);
      for (const answer of answers) expect(answerOf(answer)).toEqual(answerOf(answers[0] ?? once));
      expect(answers.filter((a) => a.headers["idempotent-replayed"] === "true")).toHaveLength(9);
      expect(await mailsAfter(mails, route.mails)).toBe(route.mails);
      expect(difference(rows, await rowCounts())).toEqual(changedByOne);

      // Later with the same key: the same answer again, nothing filed.
      rows = await rowCounts();
      const later = await filing.send(key);
      if (route.signsIn) expect(later.statusCode).toBe(403);
      else expect(answerOf(later)).toEqual(answerOf(answers[0] ?? once));
      expect(difference(rows, await rowCounts())).toEqual(difference(rows, rows));

      // The same key with another request is refused and changes nothing.
      rows = await rowCounts();
      const other = await filing.sendOther(key);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({
        message: "Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.",
      });
      expect(difference(rows, await rowCounts())).toEqual(difference(rows, rows));
    },
  );

  it("a request without a key works as before: two requests file twice", async () => {
    const before = await t.database.handle.db.selectFrom("contact_messages").select("id").execute();
    const body = { name: "Erika Mustermann", email: "ohne-schluessel@example.de", message: "Zweimal dieselbe Frage." };
    for (let i = 0; i < 2; i += 1) expect((await admin.post("/api/contact", body)).statusCode).toBe(200);
    const after = await t.database.handle.db.selectFrom("contact_messages").select("id").execute();
    expect(after.length - before.length).toBe(2);
  });

  it("refuses a malformed key in German and files nothing", async () => {
    const before = await rowCounts();
    const body = { name: "Erika Mustermann", email: "kaputt@example.de", message: "Eine Frage mit Schlüssel." };
    const res = await admin.post("/api/contact", body, { headers: { "idempotency-key": "kurz" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Der Idempotency-Key ist ungültig." });
    expect(difference(before, await rowCounts())).toEqual(difference(before, before));
  });

  it("a refusal keeps nothing: the same key works once the input is right", async () => {
    const key = randomUUID();
    const body = { name: "E", email: "wieder@example.de", message: "Zuerst mit zu kurzem Namen." };
    const refused = await admin.post("/api/contact", body, { headers: { "idempotency-key": key } });
    expect(refused.statusCode).toBe(400);
    const again = await admin.post("/api/contact", body, { headers: { "idempotency-key": key } });
    expect(again.statusCode).toBe(400);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
  });
});

describe("the list of routes that file something", () => {
  it("names every route that changes data: opted into idempotency keys, or exempt for a reason", async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({
        NODE_ENV: "test",
        DATABASE_URL: database.url,
        SESSION_SECRET: "route-list",
        PUBLIC_ORIGIN: "http://portal.test",
      });
      const { result: app, routes } = await collectRoutes(() =>
        buildApp(config, { database: database.handle, logger: false }),
      );
      const isFiling = ({ method, url }: { method: string; url: string }) =>
        ["POST", "PUT", "PATCH", "DELETE"].includes(method) && (url.startsWith("/api/") || url.startsWith("/paypal/"));
      const opted = routes
        .filter((r) => isFiling(r) && r.config?.idempotent === true)
        .map((r) => `${r.method} ${r.url}`);
      const filing = routes.filter(isFiling).map(({ method, url }) => `${method} ${url}`);
      const unlisted = filing.filter((r) => !opted.includes(r) && !(r in exemptFilingRoutes));
      expect(unlisted).toEqual([]);
      // Both lists stay honest: an exempt route is not opted in, and each opted-in route is tested above.
      expect(opted.filter((r) => r in exemptFilingRoutes)).toEqual([]);
      expect(Object.keys(exemptFilingRoutes).filter((r) => !filing.includes(r))).toEqual([]);
      expect([...opted].sort()).toEqual(idempotentRoutes.map((c) => `${c.method} ${c.route}`).sort());
      await app.close();
    } finally {
      await database.dispose();
    }
  });
});
