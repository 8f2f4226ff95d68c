import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { buildApp } from "../../../src/server/app.ts";
import { ConfigError, loadConfig } from "../../../src/server/config.ts";
import { openDatabase } from "../../../src/server/db/database.ts";
import { createConsultant, createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import { runJobRound } from "../../../src/server/http/repeating-job.ts";
import { systemClock } from "../../../src/server/lib/clock.ts";
import { eventStreamOpened } from "../../../src/server/lib/metrics.ts";
import { createCreditLedger } from "../../../src/server/modules/credits/credit-ledger.ts";
import { createMailer } from "../../../src/server/modules/mail/mailer.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import { buyCaptured } from "../../support/credit-purchase.ts";
import { giveCredits } from "../../support/credits.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { deltaOf, metricsToken, sampleSum, scrape } from "../../support/metrics.ts";
import { deliverWebhook, loggedInUser, saleEvent, signWebhook } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// GET /metrics answers only a scraper with the token, and the counters move with what the
// portal does: requests by their route pattern, jobs, payments, credits, mails, database errors.
// The registry is per process and other tests of this file act too, so the tests compare deltas.

const kind = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

describe("who may read /metrics", () => {
  let without: TestApp;
  let t: TestApp;
  beforeAll(async () => {
    without = await createTestApp();
    t = await createTestApp({ METRICS_TOKEN: metricsToken });
  });
  afterAll(async () => {
    await without.close();
    await t.close();
  });

  it("is an unknown path without METRICS_TOKEN, whatever the request sends", async () => {
    for (const headers of [{}, { authorization: `Bearer ${metricsToken}` }]) {
      const res = await without.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("portal_");
    }
  });

  it("refuses a missing or wrong token with 401 and never shows the metrics", async () => {
    for (const authorization of [
      undefined,
      "",
      `Bearer ${metricsToken}x`,
      `Bearer ${metricsToken.slice(1)}`,
      metricsToken,
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({ message: "Für die Metriken ist ein gültiges Token erforderlich." });
    }
  });

  it("answers the token with the text format, never cached", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain("# TYPE portal_http_requests_total counter");
    expect(res.body).toContain("# TYPE process_cpu_seconds_total counter");
  });

  it("is not in the public API description", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("/metrics");
  });

  it("refuses a token shorter than 16 characters at start", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "kurz" })).toThrow(ConfigError);
    expect(loadConfig({ METRICS_TOKEN: metricsToken }).metricsToken).toBe(metricsToken);
    expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
  });

  it("logs a refused scrape, but not the successful scrapes and health checks a monitor and the proxy send every few seconds", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp(t.config, { database: t.database.handle, logger: { level: "info", stream } });
    await app.ready();
    await scrape(app);
    const refused = await app.inject({ method: "GET", url: "/metrics" });
    expect(refused.statusCode).toBe(401);
    await app.inject({ method: "GET", url: "/api/health/live" });
    await app.inject({ method: "GET", url: "/api/health" });
    // The public list logs only its failures (docs/decisions/0052-lean-public-consultant-list.md);
    // a consultant's own page stands for the ordinary requests that are logged.
    await app.inject({ method: "GET", url: "/api/consultants" });
    const consultant = await createConsultant(t.database.handle.db);
    await app.inject({ method: "GET", url: `/api/consultants/${consultant.slug}` });
    await app.close();
    const requests = lines.map((line) => JSON.parse(line) as { msg: string; url?: string; statusCode?: number });
    const logged = requests.filter((r) => r.msg === "request").map((r) => `${r.url} ${r.statusCode}`);
    expect(logged).toEqual(["/metrics 401", `/api/consultants/${consultant.slug} 200`]);
  });
});

describe("what the counters count", () => {
  let t: ListeningTestApp;
  appPerSuite(
    () => createListeningTestApp({ METRICS_TOKEN: metricsToken, JOB_INTERVAL_MS: "100" }),
    (app) => (t = app),
  );
  const db = () => t.database.handle.db;

  it("counts a request under its route pattern, never its URL; an unmatched one as unmatched", async () => {
    const consultant = await createConsultant(db());
    const route = { method: "GET", route: "/api/consultants/:slug" };
    const unknownPath = `/api/nothing-here-${consultant.slug}-x`;
    const [ok, timed, unmatched] = await deltaOf(
      t.app,
      async () => {
        expect((await t.app.inject({ method: "GET", url: `/api/consultants/${consultant.slug}` })).statusCode).toBe(
          200,
        );
        expect((await t.app.inject({ method: "GET", url: unknownPath })).statusCode).toBe(404);
      },
      ["portal_http_requests_total", { ...route, status_code: "200" }],
      ["portal_http_request_duration_seconds_count", route],
      ["portal_http_requests_total", { method: "GET", route: "unmatched", status_code: "404" }],
    );
    expect([ok, timed, unmatched]).toEqual([1, 1, 1]);
    const text = await scrape(t.app);
    expect(text).not.toContain(consultant.slug);
    expect(sampleSum(text, "portal_http_request_duration_seconds_bucket", { ...route, le: "10" })).toBeGreaterThan(0);
  });

  it("counts a job's runs, failures and time by its name", async () => {
    const job = "metrics test job";
    const moved = await deltaOf(
      t.app,
      async () => {
        await runJobRound(t.app, job, async () => {
          throw new Error("the job fails on purpose");
        });
        await runJobRound(t.app, job, async () => {});
      },
      ["portal_job_runs_total", { background_job: job }],
      ["portal_job_failures_total", { background_job: job }],
      ["portal_job_duration_seconds_count", { background_job: job }],
    );
    expect(moved).toEqual([2, 1, 2]);
    // The portal's own jobs, every 100 ms here.
    await expect
      .poll(async () =>
        sampleSum(await scrape(t.app), "portal_job_runs_total", { background_job: "credit hold release job" }),
      )
      .toBeGreaterThan(0);
  });

  it("counts a membership payment once, its repeated event and the same payment under another event", async () => {
    const user = await createMember(db(), { provider: "paypal" });
    const subscription = await db()
      .selectFrom("subscriptions")
      .select("provider_subscription_id")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    const event = saleEvent(subscription.provider_subscription_id ?? "", {
      saleId: `SALE-METRICS-${user.id}`,
      total: "4.99",
      time: new Date().toISOString(),
    });
    const payment = { provider: "paypal", kind: "subscription" };
    const moved = await deltaOf(
      t.app,
      async () => {
        for (const delivered of [event, event, { ...event, id: `${event.id}-AGAIN` }]) {
          expect((await deliverWebhook(t.origin, await signWebhook(t.origin, delivered))).status).toBe(200);
        }
      },
      ["portal_payments_total", { ...payment, outcome: "recorded" }],
      ["portal_payments_total", { ...payment, outcome: "duplicate" }],
      ["portal_payment_events_total", { provider: "paypal", outcome: "handled" }],
      ["portal_payment_events_total", { provider: "paypal", outcome: "duplicate" }],
    );
    expect(moved).toEqual([1, 1, 2, 1]);
  });

  it("counts a credit purchase: the payment, the credits and the confirmation mail", async () => {
    const { agent } = await loggedInUser(t);
    const before = await scrape(t.app);
    await buyCaptured(t, agent, "starter");
    const moved = (text: string) => [
      sampleSum(text, "portal_payments_total", { provider: "paypal", kind: "credits", outcome: "recorded" }) -
        sampleSum(before, "portal_payments_total", { provider: "paypal", kind: "credits", outcome: "recorded" }),
      sampleSum(text, "portal_credit_movements_total", { kind: "purchase", outcome: "applied" }) -
        sampleSum(before, "portal_credit_movements_total", { kind: "purchase", outcome: "applied" }),
    ];
    expect(moved(await scrape(t.app))).toEqual([1, 1]);
    // The order confirmation goes out with the next round of its job.
    await expect
      .poll(async () => sampleSum(await scrape(t.app), "portal_mails_total", { outcome: "sent" }))
      .toBeGreaterThan(sampleSum(before, "portal_mails_total", { outcome: "sent" }));
  });

  it("counts a credit debit refused for want of credits, and the same debit repeated", async () => {
    const user = await createUser(db());
    const ledger = createCreditLedger({ clock: systemClock });
    const spend = (amount: number) =>
      db()
        .transaction()
        .execute((trx) =>
          ledger.post(trx, {
            userId: user.id,
            type: "spend",
            amount,
            description: "Anruf",
            operationKey: `metrics-${user.id}`,
          }),
        );
    await giveCredits(db(), user.id, 10);
    const moved = await deltaOf(
      t.app,
      async () => {
        expect((await spend(-20)).status).toBe("insufficient");
        expect((await spend(-5)).status).toBe("applied");
        expect((await spend(-5)).status).toBe("repeated");
      },
      ["portal_credit_movements_total", { kind: "spend", outcome: "insufficient" }],
      ["portal_credit_movements_total", { kind: "spend", outcome: "applied" }],
      ["portal_credit_movements_total", { kind: "spend", outcome: "repeated" }],
    );
    expect(moved).toEqual([1, 1, 1]);
  });

  it("counts a mail the SMTP server never took as failed", async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: "x@example.com", outboxDir: "" },
      t.app.log,
    );
    const [failed] = await deltaOf(
      t.app,
      () =>
        expect(
          mailer.send({ kind: "toSupport", to: "kunde@example.com", subject: "Test", text: "Test" }),
        ).rejects.toThrow(),
      ["portal_mails_total", { outcome: "failed" }],
    );
    mailer.close();
    expect(failed).toBe(1);
  });

  it("counts database errors by kind: a refused constraint, and a database that cannot be reached", async () => {
    const existing = await createConsultant(db());
    const [constraint] = await deltaOf(
      t.app,
      () => expect(createConsultant(db(), { slug: existing.slug })).rejects.toThrow(),
      ["portal_db_query_errors_total", { database: kind, kind: "constraint" }],
    );
    expect(constraint).toBe(1);

    // A PostgreSQL server nobody listens for: the connection is refused, as in an outage.
    const away = openDatabase(`postgres://portal:secret@127.0.0.1:${await freePort()}/portal`, { poolSize: 3 });
    const [unavailable, poolMax] = await deltaOf(
      t.app,
      () => expect(away.db.selectFrom("users").select("id").execute()).rejects.toThrow(),
      ["portal_db_query_errors_total", { database: "postgres", kind: "unavailable" }],
      ["portal_db_pool_max_connections"],
    );
    expect(unavailable).toBe(1);
    expect(poolMax).toBe(0);
    // The pool is reported with its size (DATABASE_POOL_SIZE) while its database is open, and
    // forgotten when it closes.
    const [closed] = await deltaOf(t.app, () => away.close(), ["portal_db_pool_max_connections"]);
    expect(closed).toBe(-3);
  });

  it("reports the pool of the app's PostgreSQL database", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    const text = await scrape(t.app);
    if (kind === "postgres") {
      expect(sampleSum(text, "portal_db_pool_max_connections")).toBeGreaterThanOrEqual(10);
      expect(sampleSum(text, "portal_db_pool_connections")).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).toContain("# TYPE portal_db_pool_connections gauge");
    }
  });

  it("counts open event streams, each closed once", async () => {
    const before = sampleSum(await scrape(t.app), "portal_event_streams_open");
    const close = eventStreamOpened();
    expect(sampleSum(await scrape(t.app), "portal_event_streams_open")).toBe(before + 1);
    close();
    close();
    expect(sampleSum(await scrape(t.app), "portal_event_streams_open")).toBe(before);
  });
});
