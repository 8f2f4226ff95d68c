import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startPgbouncer,
  pgbouncerSetting,
  pgbouncerTemplate,
  type RunningPgbouncer,
} from "../../../scripts/lib/pgbouncer.ts";
import { startPostgres, type ThrowAwayPostgres } from "../../../scripts/lib/postgres.ts";
import { openDatabase, type DatabaseHandle } from "../../../src/server/db/database.ts";
import { migrateToLatest } from "../../../src/server/db/migrate.ts";
import { createConsultant, createMember } from "../../../src/server/db/seed/factories.ts";
import { statusStreamPath } from "../../../src/shared/schemas/live-status.ts";
import { cancellationOf } from "../../support/declarations.ts";
import { openEventStream, type OpenEventStream } from "../../support/event-stream.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { pushStatus } from "../../support/status-push.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// The portal behind PgBouncer in transaction pooling (deploy/pgbouncer/pgbouncer.ini,
// docs/operations.md): the pool goes through PgBouncer, where consecutive statements may reach
// different server connections; each process's LISTEN goes to PostgreSQL directly
// (DATABASE_LISTEN_URL). Migrations, requests, the live status across processes and
// transactions that lock rows must all work so.
//
// In the PostgreSQL pass the shared cluster serves (a database of this file's own); in the
// SQLite pass the file starts a cluster of its own.

const secret = "carrier-secret-behind-pgbouncer";
let cluster: ThrowAwayPostgres | undefined;
let database: TestDatabase;
let bouncer: RunningPgbouncer;
let pooled: DatabaseHandle;
let dir: string;
let a: ServerProcess;
let b: ServerProcess;
const streams: OpenEventStream[] = [];

async function bouncerStats(): Promise<Map<string, number>> {
  // The console speaks the simple protocol only: a query without parameters.
  const admin = new pg.Client({ connectionString: bouncer.consoleUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ database: string; total_xact_count: string }>("SHOW STATS");
    return new Map(rows.map((row) => [row.database, Number(row.total_xact_count)]));
  } finally {
    await admin.end();
  }
}

const databaseName = () => new URL(database.url).pathname.slice(1);

beforeAll(async () => {
  const clusterUrl = process.env.TEST_DATABASE_URL ?? (cluster = await startPostgres()).url;
  database = await createTestDatabase({ cluster: clusterUrl, migrate: false });
  // Round robin: consecutive statements of one client go to different server connections, as
  // under load; a lock that outlives its transaction would stay behind on one of them.
  bouncer = await startPgbouncer(clusterUrl, { settings: { server_round_robin: "1", default_pool_size: "4" } });
  pooled = openDatabase(bouncer.urlFor(database.url));
  await migrateToLatest(pooled.db);
  dir = mkdtempSync(join(tmpdir(), "portal-pgbouncer-app-"));
  const env = {
    DATABASE_URL: bouncer.urlFor(database.url),
    DATABASE_LISTEN_URL: database.url,
    DATA_DIR: join(dir, "data"),
    SESSION_SECRET: "pgbouncer-processes-share-this-secret",
    TELEPHONY_SECRET: secret,
    TELEPHONY_TOKEN: "ivr-token-behind-pgbouncer",
  };
  // Both migrate at their start, at the same moment, through PgBouncer.
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await Promise.all([a, b].filter(Boolean).map(stopServerProcess));
  await pooled?.close();
  await bouncer?.stop();
  await database?.dispose();
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function post(server: ServerProcess, path: string, body: object, headers: Record<string, string> = {}) {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.base, ...headers },
    body: JSON.stringify(body),
  });
}

async function stream(server: ServerProcess) {
  const s = await openEventStream(`${server.base}${statusStreamPath}`);
  streams.push(s);
  expect(s.status).toBe(200);
  await expect.poll(() => s.retry).toBe(2000);
  return s;
}

describe("the portal behind PgBouncer in transaction pooling", () => {
  it("the deployed sample pools by transaction", () => {
    expect(pgbouncerSetting(readFileSync(pgbouncerTemplate, "utf8"), "pool_mode")).toBe("transaction");
  });

  it("migrations through PgBouncer from several processes at once wait for each other and leave no lock behind", async () => {
    // Kysely's own migration lock is a session lock: taken on one server connection and freed
    // on another, it stayed behind, and the next migration waited for it forever.
    const handles = [1, 2, 3].map(() => openDatabase(bouncer.urlFor(database.url)));
    try {
      expect(await Promise.all(handles.map((handle) => migrateToLatest(handle.db)))).toEqual([[], [], []]);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
    const locks = await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory'
      and database = (select oid from pg_database where datname = current_database())`.execute(database.handle.db);
    expect(locks.rows[0]?.n).toBe(0);
    // The processes' pools went through PgBouncer.
    expect((await bouncerStats()).get(databaseName()) ?? 0).toBeGreaterThan(0);
  });

  it("registers on one process, logs in on the other, and reads the account on the first", async () => {
    const phone = "+4915173390001";
    const registered = await post(a, "/api/register", {
      name: "Kundin Bouncer",
      phone,
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const login = await post(b, "/api/auth/login", { identifier: phone, password: "geheim1" });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const me = await fetch(`${a.base}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { name: string }).name).toBe("Kundin Bouncer");
  });

  it("a status pushed to one process reaches the stream on the other through the direct listening connection", async () => {
    const consultant = await createConsultant(database.handle.db, { status: "offline" });
    const onB = await stream(b);
    expect(await pushStatus(a.base, secret, consultant.extension, "available")).toBe(200);
    const event = await onB.waitForNth(1, { event: "status", ms: 5000 });
    expect(JSON.parse(event.data)).toEqual({ id: consultant.id, status: "available" });
    onB.close();
  });

  it("status pushes at the same moment to both processes lock their rows: each stream gets each event once, in order", async () => {
    const db = database.handle.db;
    const consultants = await Promise.all([1, 2, 3, 4].map(() => createConsultant(db, { status: "offline" })));
    const onA = await stream(a);
    const onB = await stream(b);
    await Promise.all(
      consultants.map(async (consultant, n) => {
        for (const status of ["available", "busy", "available"]) {
          expect(await pushStatus(n % 2 ? a.base : b.base, secret, consultant.extension, status)).toBe(200);
        }
      }),
    );
    const written = await db
      .selectFrom("consultant_status_events")
      .select("id")
      .where(
        "consultant_id",
        "in",
        consultants.map((c) => c.id),
      )
      .orderBy("id")
      .execute();
    expect(written).toHaveLength(12);
    for (const s of [onA, onB]) {
      await s.waitFor(12, { event: "status", ms: 10_000 });
      const ids = s.events.filter((e) => e.event === "status").map((e) => Number(e.lastEventId));
      expect(ids).toEqual(written.map((row) => row.id));
    }
  }, 30_000);

  it("one idempotency key sent to both processes at once files one cancellation", async () => {
    const member = await createMember(database.handle.db, { startedAt: new Date(Date.now() - 40 * 86_400_000) });
    const key = randomUUID();
    const answers = await Promise.all(
      [a, b, a, b, a, b].map((server) =>
        post(server, "/api/contract-declarations/cancellation", cancellationOf(member), { "idempotency-key": key }),
      ),
    );
    const bodies = await Promise.all(answers.map(async (res) => ({ status: res.status, body: await res.text() })));
    expect(bodies[0]?.status, bodies[0]?.body).toBe(200);
    for (const answer of bodies) expect(answer).toEqual(bodies[0]);
    const rows = await database.handle.db
      .selectFrom("contract_declarations")
      .select("reference")
      .where("user_id", "=", member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
