import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { rateLimits } from "../../../src/server/http/rate-limit.ts";
import { base32Decode, totpCode, totpStep } from "../../../src/server/lib/totp.ts";
import { createSecondFactorStore } from "../../../src/server/modules/auth/second-factor-store.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// Guesses sent all at once to two server processes behind one proxy: each limit reserves its
// slot in the database before the check, so the processes together check no more than one
// would (docs/decisions/0021).

function startServer(database: TestDatabase, dataDir: string): Promise<ServerProcess> {
  return startServerProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SESSION_SECRET: "two-processes-share-this-secret",
    // The proxy in front of both: the client's address comes from X-Forwarded-For.
    TRUST_PROXY: "loopback",
  });
}

function post(server: ServerProcess, path: string, body: object, headers: Record<string, string> = {}) {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.base, ...headers },
    body: JSON.stringify(body),
  });
}

const sessionCookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "portal-two-limits-"));
  [a, b] = await Promise.all([startServer(database, dataDir), startServer(database, dataDir)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(stopServerProcess));
  await database.dispose();
});

describe("two server processes and guesses sent all at once", () => {
  it("84 wrong passwords from three addresses: five per address are checked, the rest refused", async () => {
    const target: CreatedUser = await createUser(database.handle.db);
    const addresses = ["203.0.113.31", "203.0.113.32", "203.0.113.33"];
    const answers = await Promise.all(
      Array.from({ length: 84 }, (_, i) =>
        post(
          i % 2 === 0 ? a : b,
          "/api/auth/login",
          { identifier: target.phone, password: "falsch-falsch" },
          { "x-forwarded-for": addresses[i % addresses.length] ?? "" },
        ),
      ),
    );
    const perAddress = rateLimits.loginFailuresPerAccountAddress.max;
    expect(answers.filter((res) => res.status === 401)).toHaveLength(addresses.length * perAddress);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(84 - addresses.length * perAddress);
  });

  it("100 wrong second-factor codes for one waiting login: five are compared, the rest refused", async () => {
    const admin = await createAdmin(database.handle.db);
    const factors = createSecondFactorStore(database.handle.db);
    const secret = (await factors.begin(admin.id)) ?? "";
    expect(await factors.confirm(admin.id, totpCode(base32Decode(secret), totpStep(new Date())))).toHaveLength(10);

    const login = await post(a, "/api/auth/login", { identifier: admin.phone, password: admin.password });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { secondFactorRequired?: boolean }).secondFactorRequired).toBe(true);
    const cookie = sessionCookieOf(login);

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(i % 2 === 0 ? a : b, "/api/auth/second-factor", { code: "ZZZZZ-ZZZZZ" }, { cookie }),
      ),
    );
    const max = rateLimits.secondFactorFailuresPerAccount.max;
    expect(answers.filter((res) => res.status === 400)).toHaveLength(max);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(100 - max);
    expect(refused[0]?.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
