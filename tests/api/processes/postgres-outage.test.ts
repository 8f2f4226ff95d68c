import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type ThrowAwayPostgres } from "../../../scripts/lib/postgres.ts";
import { createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent } from "../../support/agent.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { createTestApp, fakeClientDir } from "../../support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// PostgreSQL goes away and comes back while the portal runs: a restart, a failover, an
// administrator ending a connection, a disk that takes no more rows. The processes must live
// through it, answer 503 in German with Retry-After while it lasts, and work again without a
// restart once it is back.
//
// This file starts a PostgreSQL cluster of its own in both passes of the API suite: it stops
// and starts that cluster, which it must not do to the cluster the PostgreSQL pass shares
// between files (scripts/with-postgres.ts), and on the SQLite pass there is none to stop.

const unavailable = "Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.";

let postgres: ThrowAwayPostgres;

beforeAll(async () => {
  postgres = await startPostgres({ restartable: true });
}, 120_000);

afterAll(async () => {
  await postgres?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function post(server: ServerProcess, path: string, body: object, cookie = "") {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

let registrations = 0;
function register(server: ServerProcess) {
  registrations += 1;
  const n = String(registrations).padStart(4, "0");
  return post(server, "/api/register", {
    name: `Kundin Neustart ${n}`,
    phone: `+49151733${n}`,
    password: "geheim1",
    birthDate: "1980-05-17",
  });
}

/** Polls until `ok` holds for an answer of `url`, or fails after `ms`. */
async function waitFor(url: string, ok: (res: Response) => boolean, ms: number): Promise<Response> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await fetch(url);
    if (ok(res)) return res;
    if (Date.now() > deadline) throw new Error(`${url}: nach ${ms} ms noch ${res.status}`);
    await sleep(100);
  }
}

async function expectUnavailable(res: Response): Promise<void> {
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(await res.json()).toEqual({ message: unavailable });
}

/** Light traffic on both processes, as a load balancer's checks and a few visitors make it. */
function lightTraffic(servers: ServerProcess[]) {
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const server = servers[i % servers.length];
      if (!server) break;
      for (const path of ["/api/health", "/api/consultants"]) {
        try {
          const res = await fetch(`${server.base}${path}`);
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        } catch (error) {
          // No answer at all: the process is gone.
          failures.push(`${server.base}${path}: ${String(error)}`);
        }
      }
      await sleep(50);
    }
  })();
  return {
    statuses,
    failures,
    async stop() {
      running = false;
      await loop;
    },
  };
}

describe("PostgreSQL restarts under two server processes", () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase({ cluster: postgres.url });
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), "portal-restart-")),
      SESSION_SECRET: "restart-keeps-this-secret",
      CLIENT_DIR: fakeClientDir(),
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopServerProcess));
    await database?.dispose();
  });

  it("answers 503 while it is down, serves the pages, and works again once it is back", async () => {
    const servers = [a, b];
    // Writes acknowledged before the restart, and a session opened on one process.
    const acknowledged: number[] = [];
    for (const server of [a, b, a, b]) {
      const res = await register(server);
      expect(res.status).toBe(201);
      acknowledged.push(((await res.json()) as { id: number }).id);
    }
    const login = await register(a);
    expect(login.status).toBe(201);
    const session =
      login.headers
        .getSetCookie()
        .find((c) => c.startsWith("sid="))
        ?.split(";")[0] ?? "";
    expect(session).not.toBe("");
    acknowledged.push(((await login.json()) as { id: number }).id);

    const traffic = lightTraffic(servers);
    await sleep(300);
    await postgres.shutDown();

    for (const server of servers) {
      await expectUnavailable(await fetch(`${server.base}/api/consultants`));
      await expectUnavailable(await fetch(`${server.base}/api/health`));
      await expectUnavailable(await register(server));
      await expectUnavailable(await fetch(`${server.base}/api/auth/me`, { headers: { cookie: session } }));
      expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
      const page = await fetch(`${server.base}/impressum`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<div id=root>");
    }
    // Down for a while under traffic, as a restart of a real server takes.
    await sleep(2_000);
    for (const server of servers) expect(server.child.exitCode, server.output()).toBeNull();

    await postgres.startAgain();
    // Within seconds on an idle machine; the margin is for a busy one.
    for (const server of servers) await waitFor(`${server.base}/api/health`, (res) => res.status === 200, 30_000);

    for (const server of servers) {
      const res = await register(server);
      expect(res.status).toBe(201);
      acknowledged.push(((await res.json()) as { id: number }).id);
    }
    const me = await fetch(`${b.base}/api/auth/me`, { headers: { cookie: session } });
    expect(me.status).toBe(200);

    await traffic.stop();
    expect(traffic.failures).toEqual([]);
    expect([...traffic.statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(traffic.statuses.get(503) ?? 0).toBeGreaterThan(0);

    const stored = await database.handle.db.selectFrom("users").select("id").where("id", "in", acknowledged).execute();
    expect(stored.map((u) => u.id).sort()).toEqual([...acknowledged].sort());
    for (const server of servers) {
      expect(server.child.exitCode, server.output()).toBeNull();
      expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    }
  }, 120_000);
});

describe("a connection ended in the middle of a request's transaction", () => {
  it("fails that request with a German 503, changes nothing, and the next request works", async () => {
    const t = await createTestApp({}, { cluster: postgres.url });
    const locker = new pg.Client({ connectionString: t.database.url });
    try {
      const member = await createMember(t.database.handle.db);
      const agent = createAgent(t.app);
      expect(
        (await agent.post("/api/auth/login", { identifier: member.phone, password: member.password })).statusCode,
      ).toBe(200);

      // Another session holds the subscription's row, so the cancellation's transaction stops
      // at its update, after it has read the row: the request is inside its transaction.
      await locker.connect();
      await locker.query("begin");
      await locker.query("select id from subscriptions where user_id = $1 for update", [member.id]);
      const cancelling = agent.post("/api/subscription/cancel");
      let waiting: number | undefined;
      for (let i = 0; i < 200 && waiting === undefined; i++) {
        const { rows } = await locker.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
        );
        waiting = rows[0]?.pid;
        if (waiting === undefined) await sleep(25);
      }
      expect(waiting).toBeDefined();
      await locker.query("select pg_terminate_backend($1)", [waiting]);
      await locker.query("rollback");

      const cut = await cancelling;
      expect(cut.statusCode).toBe(503);
      expect(cut.headers["retry-after"]).toMatch(/^\d+$/);
      expect(cut.json()).toEqual({ message: unavailable });
      const untouched = await t.database.handle.db
        .selectFrom("subscriptions")
        .select(["status", "cancelled_at"])
        .where("user_id", "=", member.id)
        .executeTakeFirstOrThrow();
      expect(untouched).toEqual({ status: "active", cancelled_at: null });

      const again = await agent.post("/api/subscription/cancel");
      expect(again.statusCode).toBe(200);
      const cancelled = await t.database.handle.db
        .selectFrom("subscriptions")
        .select("status")
        .where("user_id", "=", member.id)
        .executeTakeFirstOrThrow();
      expect(cancelled.status).toBe("cancelled");
    } finally {
      await locker.end().catch(() => {});
      await t.close();
    }
  }, 60_000);
});

describe("a database that reads but refuses new rows", () => {
  it("does not answer a wrong password 401 when its failure cannot be counted", async () => {
    const t = await createTestApp({}, { cluster: postgres.url });
    try {
      const db = t.database.handle.db;
      const user = await createUser(db);
      // The row counting this account's failed logins is refused with PostgreSQL's error for a
      // full disk; everything else still reads and writes.
      await sql`create function refuse_failure_counts() returns trigger language plpgsql as $$
        begin raise exception 'no space left' using errcode = 'disk_full'; end $$`.execute(db);
      await sql`create trigger refuse_failure_counts before insert on rate_limit_hits for each row
        when (new.bucket like 'loginFailuresPerAccount:%') execute function refuse_failure_counts()`.execute(db);
      const agent = createAgent(t.app);
      // More tries than the limit allows: an uncounted 401 would let guessing go on for ever.
      for (let i = 0; i < 7; i++) {
        const res = await agent.post("/api/auth/login", { identifier: user.phone, password: "falsch-falsch" });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ message: unavailable });
      }
      await sql`drop trigger refuse_failure_counts on rate_limit_hits`.execute(db);
      expect(
        (await agent.post("/api/auth/login", { identifier: user.phone, password: user.password })).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
