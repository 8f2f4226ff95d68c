import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent as HttpAgent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { clientRequest, type ClientAnswer } from "../../../scripts/lib/client-request.ts";
import { startHaproxy, type RunningHaproxy } from "../../../scripts/lib/haproxy.ts";
import { createAdmin, createConsultant } from "../../../src/server/db/seed/factories.ts";
import { defaultBodyLimit } from "../../../src/server/http/json-body-limit.ts";
import { rateLimits } from "../../../src/server/http/rate-limit.ts";
import { base32Decode, totpCode, totpStep } from "../../../src/server/lib/totp.ts";
import { createSecondFactorStore } from "../../../src/server/modules/auth/second-factor-store.ts";
import { adminConsultantMessages, PORTRAIT_MAX_BYTES } from "../../../src/shared/schemas/admin-consultants.ts";
import { productionEnv } from "../../support/production-env.ts";
import { newRegisterBody } from "../../support/registration.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// The production HAProxy configuration (deploy/haproxy/haproxy.cfg) in front of two real server
// processes in production mode on one database, reached over HTTPS as a browser would reach it
// (docs/decisions/0041-haproxy-in-front.md). The clients sit on loopback addresses of their own;
// HAProxy connects to the processes from 127.0.0.2. One process trusts exactly that address
// (TRUST_PROXY=127.0.0.2), the other the production default, loopback, under which the clients
// would count as proxies too: what a client writes into X-Forwarded-For must change nothing
// under either setting.

const proxyMessages = {
  notFound: "Diese Schnittstelle existiert nicht.",
  tooLarge: "Die Anfrage ist zu groß.",
  unavailable: "Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.",
};

const metricsToken = "reverse-proxy-metrics-token";

let database: TestDatabase;
let dir: string;
let servers: ServerProcess[] = [];
let proxy: RunningHaproxy;
/** A page of more than a kilobyte, so the portal compresses it (http/compression.ts). */
const page = `<!doctype html><html lang="de"><title>Sternenruf</title><body>${"<p>Sterne</p>".repeat(200)}</body></html>`;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), "portal-reverse-proxy-"));
  const clientDir = join(dir, "client");
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, "index.html"), page);
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const env = (trustProxy: string) => ({
    ...productionEnv,
    PUBLIC_ORIGIN: `https://127.0.0.1:${httpsPort}`,
    DATABASE_URL: database.url,
    DATA_DIR: join(dir, "data"),
    CLIENT_DIR: clientDir,
    SESSION_SECRET: "reverse-proxy-processes-share-this-secret",
    TRUST_PROXY: trustProxy,
    METRICS_TOKEN: metricsToken,
  });
  servers = await Promise.all([startServerProcess(env("127.0.0.2")), startServerProcess(env("loopback"))]);
  proxy = await startHaproxy({
    backends: servers.map((server) => new URL(server.base).host),
    httpsPort,
    httpPort,
    source: "127.0.0.2",
  });
}, 120_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(servers.map(stopServerProcess));
  await database?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** A client on its own loopback address, with the cookies the portal gave it. */
function client(address: string) {
  const cookies = new Map<string, string>();
  return async (
    path: string,
    options: {
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      expectContinue?: boolean;
    } = {},
  ): Promise<ClientAnswer> => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const answer = await clientRequest(`${proxy.base}${path}`, {
      ...options,
      headers: {
        origin: proxy.base,
        ...(cookie ? { cookie } : {}),
        ...(typeof options.body === "string" ? { "content-type": "application/json" } : {}),
        ...options.headers,
      },
      agent: proxy.agent,
      localAddress: address,
      keepBody: true,
      timeoutMs: 60_000,
    });
    for (const line of answer.headers["set-cookie"] ?? []) {
      const pair = line.split(";")[0] ?? "";
      const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      if (value === "" || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return answer;
  };
}

const json = (answer: ClientAnswer): unknown => JSON.parse(answer.body.toString());
const headerLines = (answer: ClientAnswer, name: string) =>
  answer.rawHeaders.filter((_, i) => i % 2 === 0 && answer.rawHeaders[i]?.toLowerCase() === name).length;

/** The backends in front of the processes (deploy/haproxy/haproxy.cfg): each has every process. */
const portalBackends = ["portal", "portal_streams", "portal_uploads"];

/** How many requests HAProxy has passed to each portal process so far, through any backend ("show stat" column stot). */
async function passedOn(): Promise<number[]> {
  const rows = (await proxy.command("show stat")).split("\n").map((row) => row.split(","));
  const stot = (rows[0] ?? []).indexOf("stot");
  return servers.map((_, i) => {
    const counts = rows
      .filter((cells) => portalBackends.includes(cells[0] ?? "") && cells[1] === `portal${i + 1}`)
      .map((cells) => Number(cells[stot]));
    if (stot < 0 || counts.length !== portalBackends.length || !counts.every(Number.isInteger)) {
      throw new Error(`show stat: no count for portal${i + 1}`);
    }
    return counts.reduce((sum, n) => sum + n, 0);
  });
}

/** The administrator, with the second factor on, and the recovery codes it has left. */
let administrator: { phone: string; password: string; recoveryCodes: string[] };
/** A session of the administrator's, on its own browser at this address (several may be open). */
let admin: ReturnType<typeof client>;

/** Logs the administrator in through the proxy: the password, then a recovery code. */
async function adminSession(address: string) {
  const request = client(address);
  const login = await request("/api/auth/login", {
    method: "POST",
    body: JSON.stringify({ identifier: administrator.phone, password: administrator.password }),
  });
  expect(login.status, login.body.toString()).toBe(200);
  expect(json(login)).toMatchObject({ secondFactorRequired: true });
  const passed = await request("/api/auth/second-factor", {
    method: "POST",
    body: JSON.stringify({ code: administrator.recoveryCodes.pop() ?? "" }),
  });
  expect(passed.status, passed.body.toString()).toBe(200);
  return request;
}

beforeAll(async () => {
  const user = await createAdmin(database.handle.db);
  const factors = createSecondFactorStore(database.handle.db);
  const secret = (await factors.begin(user.id)) ?? "";
  const recoveryCodes = await factors.confirm(user.id, totpCode(base32Decode(secret), totpStep(new Date())));
  administrator = { ...user, recoveryCodes: recoveryCodes ?? [] };
  admin = await adminSession("127.0.0.5");
}, 60_000);

describe("HAProxy in front of two processes", () => {
  it("passes a session made through one process to the other", { timeout: 120_000 }, async () => {
    const before = await passedOn();
    const session = await adminSession("127.0.0.7");
    const reads = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const answers = [];
        for (let i = 0; i < 4; i += 1) answers.push(await session("/api/admin/consultants"));
        return answers;
      }),
    );
    // Every admin read needs the session that passed the second factor; one process alone
    // knowing it would answer the other's share 401.
    expect(reads.flat().map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const served = (await passedOn()).map((count, i) => count - (before[i] ?? 0));
    expect(served.reduce((sum, n) => sum + n, 0)).toBe(2 + 12);
    for (const count of served) expect(count).toBeGreaterThanOrEqual(5);
  });

  it(
    "counts a per-address limit by the address HAProxy saw, whatever X-Forwarded-For says",
    {
      timeout: 120_000,
    },
    async () => {
      const { max } = rateLimits.createUserPerIp;
      const statuses: number[] = [];
      for (let i = 0; i <= max; i += 1) {
        // A new browser each time: a registration logs in, and a logged-in one may not register.
        const answer = await client("127.0.0.3")("/api/register", {
          method: "POST",
          body: JSON.stringify(newRegisterBody()),
          headers: {
            "x-forwarded-for": `198.51.100.${i + 1}`,
            "x-forwarded-proto": "http",
            "x-real-ip": "198.51.100.99",
          },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array<number>(max).fill(201), 429]);
      const other = await client("127.0.0.4")("/api/register", {
        method: "POST",
        body: JSON.stringify(newRegisterBody()),
      });
      expect(other.status, other.body.toString()).toBe(201);
    },
  );

  it("records the client's own address in the audit log, not one it forged", { timeout: 120_000 }, async () => {
    const consultant = await createConsultant(database.handle.db);
    // Both processes: one trusts only the proxy, the other all of loopback.
    for (const [i, forged] of ["203.0.113.7", "127.0.0.9"].entries()) {
      const answer = await admin(`/api/admin/consultants/${consultant.id}/deactivate`, {
        method: "POST",
        headers: { "x-forwarded-for": forged, "x-forwarded-proto": "http" },
      });
      expect(answer.status, answer.body.toString()).toBe(200);
      const log = await admin("/api/admin/audit-log?pageSize=1");
      expect(json(log), `request ${i}`).toMatchObject({
        entries: [{ action: "deactivate_consultant", ip: "127.0.0.5" }],
      });
      await admin(`/api/admin/consultants/${consultant.id}/reactivate`, { method: "POST" });
    }
  });
});

describe("bodies through HAProxy", () => {
  const jpeg = () =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 120, g: 60, b: 160 } } })
      .jpeg()
      .toBuffer();
  /** A real photo padded with zeros after its end to `size` bytes; the decoder reads up to its end. */
  const portraitOf = async (size: number) => {
    const photo = await jpeg();
    return Buffer.concat([photo, Buffer.alloc(size - photo.length)]);
  };
  const upload = (id: number, body: Buffer, options: { expectContinue?: boolean } = {}) =>
    admin(`/api/admin/consultants/${id}/portrait`, {
      method: "POST",
      body,
      headers: { "content-type": "image/jpeg" },
      ...options,
    });

  it("passes a portrait of exactly the portal's limit", { timeout: 120_000 }, async () => {
    const consultant = await createConsultant(database.handle.db);
    const answer = await upload(consultant.id, await portraitOf(PORTRAIT_MAX_BYTES));
    expect(answer.status, answer.body.toString()).toBe(200);
    expect(json(answer)).toMatchObject({ message: "Das Porträt wurde gespeichert." });
  });

  it(
    "lets the portal refuse a portrait one byte larger with its German 413, every time",
    { timeout: 120_000 },
    async () => {
      const consultant = await createConsultant(database.handle.db);
      const body = await portraitOf(PORTRAIT_MAX_BYTES + 1);
      // Several times, on both processes: a process that closed the connection under the body
      // still arriving would reset it, and HAProxy would lose the answer now and then.
      for (let i = 0; i < 8; i += 1) {
        const answer = await upload(consultant.id, body);
        expect(answer.status, `upload ${i}`).toBe(413);
        expect(json(answer)).toEqual({ message: adminConsultantMessages.portraitTooLarge });
      }
    },
  );

  it("lets the portal refuse a JSON body over its route's limit with its German 413, every time", async () => {
    const before = await passedOn();
    const body = JSON.stringify({ identifier: "x".repeat(defaultBodyLimit * 32), password: "geheim" });
    for (let i = 0; i < 8; i += 1) {
      const answer = await client("127.0.0.6")("/api/auth/login", { method: "POST", body });
      expect(answer.status, `request ${i}`).toBe(413);
      expect(json(answer)).toEqual({ message: "Die Anfrage ist zu groß." });
    }
    // The portal's answer (HAProxy's own 413 has the same words, for bodies over 6 MiB).
    const served = (await passedOn()).map((count, i) => count - (before[i] ?? 0));
    expect(served.reduce((sum, n) => sum + n, 0)).toBe(8);
  });

  it("refuses a body over 6 MiB itself, before a process reads it", { timeout: 120_000 }, async () => {
    const consultant = await createConsultant(database.handle.db);
    const before = await passedOn();
    // As curl sends a large body: HAProxy refuses it by its headers alone and never reads it. (A
    // browser sends it at once and may see the connection closed under the body instead.)
    const answer = await upload(consultant.id, await portraitOf(6 * 1024 * 1024 + 1), { expectContinue: true });
    expect(answer.status).toBe(413);
    expect(json(answer)).toEqual({ message: proxyMessages.tooLarge });
    expect(await passedOn()).toEqual(before);
  });
});

describe("what HAProxy adds and leaves out", () => {
  it("sends the portal's security headers once each and its brotli page as it is", async () => {
    const answer = await client("127.0.0.6")("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(answer.status).toBe(200);
    expect(headerLines(answer, "strict-transport-security")).toBe(1);
    expect(headerLines(answer, "content-security-policy")).toBe(1);
    expect(headerLines(answer, "x-content-type-options")).toBe(1);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).toString()).toBe(page);
  });

  it("answers /metrics in every spelling the portal serves it under 404 itself, even with the token", async () => {
    const request = client("127.0.0.6");
    const authorization = `Bearer ${metricsToken}`;
    const before = await passedOn();
    for (const path of ["/metrics", "/metrics?format=text", "/%6detrics", "/%6D%65trics"]) {
      // The process itself serves the metrics under this address ...
      const direct = await fetch(`${servers[0]?.base}${path}`, { headers: { authorization } });
      expect(direct.status, path).toBe(200);
      // ... and HAProxy does not pass it on.
      const answer = await request(path, { headers: { authorization } });
      expect(answer.status, path).toBe(404);
      expect(json(answer), path).toEqual({ message: proxyMessages.notFound });
    }
    const below = await request("/metrics/x", { headers: { authorization } });
    expect(below.status).toBe(404);
    expect(json(below)).toEqual({ message: proxyMessages.notFound });
    expect(await passedOn()).toEqual(before);
  });

  it("redirects plain HTTP to HTTPS without asking a process", async () => {
    const before = await passedOn();
    const answer = await clientRequest(`${proxy.httpBase}/berater?seite=2`, {
      agent: new HttpAgent(),
      localAddress: "127.0.0.6",
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/berater\?seite=2$/);
    expect(await passedOn()).toEqual(before);
  });

  it(
    "answers in German when no process is ready, and passes requests on again after",
    {
      timeout: 120_000,
    },
    async () => {
      const all = ["portal1", "portal2", "portal1-fallback", "portal2-fallback"];
      for (const name of all) await proxy.command(`set server portal/${name} state maint`);
      const answer = await client("127.0.0.6")("/api/health");
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBe("5");
      expect(json(answer)).toEqual({ message: proxyMessages.unavailable });
      for (const name of all) await proxy.command(`set server portal/${name} state ready`);
      await expect
        .poll(async () => [...(await proxy.serverStates()).values()], { timeout: 30_000 })
        .toEqual(["UP", "UP"]);
      expect((await client("127.0.0.6")("/api/health")).status).toBe(200);
    },
  );
  it(
    "lets the processes answer themselves when every one fails its readiness check, as while the database is away",
    { timeout: 120_000 },
    async () => {
      // Readiness fails on every process (decision 0024: the database is away). Forced here
      // through the runtime API; the processes themselves are fine.
      for (const name of ["portal1", "portal2"]) {
        await proxy.command(`disable health portal/${name}`);
        await proxy.command(`set server portal/${name} health down`);
      }
      try {
        expect([...(await proxy.serverStates()).values()]).toEqual(["DOWN", "DOWN"]);
        const before = await passedOn();
        const answer = await client("127.0.0.6")("/api/consultants");
        // Not HAProxy's 503: the fallback entries pass the request to a process, which would
        // serve pages and answer the API with its own German 503 while its database is away.
        expect(answer.status).toBe(200);
        expect(await passedOn()).toEqual(before);
      } finally {
        for (const name of ["portal1", "portal2"]) await proxy.command(`enable health portal/${name}`);
      }
      await expect
        .poll(async () => [...(await proxy.serverStates()).values()], { timeout: 30_000 })
        .toEqual(["UP", "UP"]);
    },
  );
});
