import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// Two real server processes on one database, as behind a load balancer: what one process
// knows (a session, a count of failed logins, the registrations from one address) the other
// knows too, because it lives in the database and nowhere else.

type Server = ServerProcess;

function startServer(database: TestDatabase, dataDir: string): Promise<Server> {
  return startServerProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SESSION_SECRET: "two-processes-share-this-secret",
  });
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
  await Promise.all([a, b].filter(Boolean).map(stopServerProcess));
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

  it("registrations from one address count together: the eleventh within the hour is refused on both", async () => {
    const register = (server: Server, n: number) =>
      post(server, "/api/register", {
        name: `Kundin Zwei ${n}`,
        phone: `+49151700${String(n).padStart(4, "0")}`,
        password: "geheim1",
        birthDate: "1980-05-17",
      });
    for (let n = 1; n <= 10; n++) expect((await register(n % 2 === 0 ? a : b, n)).status).toBe(201);
    for (const [server, n] of [
      [a, 11],
      [b, 12],
    ] as const) {
      const refused = await register(server, n);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(/Zu viele/);
    }
  });
});
