import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type CreatedUser } from "../../src/server/db/seed/factories.ts";
import { freePort } from "../support/listening-app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

// Two real server processes on one database, as behind a load balancer: what one process
// knows (a session, a count of failed logins) the other knows too, because it lives in the
// database and nowhere else.

interface Server {
  base: string;
  child: ChildProcess;
}

async function startServer(database: TestDatabase, dataDir: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      PUBLIC_ORIGIN: base,
      DATABASE_URL: database.url,
      DEMO_SEED: "0",
      DATA_DIR: dataDir,
      SESSION_SECRET: "two-processes-share-this-secret",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${output}`);
}

async function stop(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.on("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

function post(server: Server, path: string, body: object, cookie = "") {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const sessionCookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

let database: TestDatabase;
let a: Server;
let b: Server;
let person: CreatedUser;

beforeAll(async () => {
  database = await createTestDatabase();
  person = await createUser(database.handle.db);
  const dataDir = mkdtempSync(join(tmpdir(), "portal-two-"));
  [a, b] = await Promise.all([startServer(database, dataDir), startServer(database, dataDir)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(stop));
  await database.dispose();
});

describe("two server processes on one database", () => {
  it("a session opened on one process works on the other, and a logout on either ends it", async () => {
    const login = await post(a, "/api/auth/login", { identifier: person.phone, password: person.password });
    expect(login.status).toBe(200);
    const cookie = sessionCookieOf(login);
    expect(cookie).toMatch(/^sid=/);

    const onB = await fetch(`${b.base}/api/auth/me`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { id: number }).id).toBe(person.id);

    expect((await post(b, "/api/auth/logout", {}, cookie)).status).toBe(200);
    expect((await fetch(`${a.base}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
  });

  it("failed logins of one account count together, whichever process receives them", async () => {
    const target = await createUser(database.handle.db);
    const wrong = { identifier: target.phone, password: "falsch-falsch" };
    for (const server of [a, b, a, b, a]) expect((await post(server, "/api/auth/login", wrong)).status).toBe(401);
    // Five failures in all, none five on one process: the sixth try is refused on both, the right password too.
    const right = { identifier: target.phone, password: target.password };
    const blockedOnB = await post(b, "/api/auth/login", right);
    expect(blockedOnB.status).toBe(429);
    expect(((await blockedOnB.json()) as { message: string }).message).toMatch(/Zu viele/);
    expect((await post(a, "/api/auth/login", right)).status).toBe(429);
  });
});
