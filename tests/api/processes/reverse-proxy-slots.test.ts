import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent as HttpsAgent } from "node:https";
import { connect as netConnect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect as tlsConnect, type TLSSocket } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { clientRequest } from "../../../scripts/lib/client-request.ts";
import { openEventStream, type OpenEventStream } from "../../../scripts/lib/event-stream-client.ts";
import { startHaproxy, type RunningHaproxy } from "../../../scripts/lib/haproxy.ts";
import { statusStreamPath } from "../../../src/shared/schemas/live-status-names.ts";
import { productionEnv } from "../../support/production-env.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// What clients can hold of the portal processes' slots through the production HAProxy
// configuration (deploy/haproxy/haproxy.cfg, docs/decisions/0041-haproxy-in-front.md): slow
// bodies, many requests from one address, and the live status streams. Two production
// processes behind the real HAProxy; the clients sit on loopback addresses of their own.

const tooMany = "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.";

let database: TestDatabase;
let dir: string;
let servers: ServerProcess[] = [];
let proxy: RunningHaproxy;
let httpsPort: number;
/** Every connection a test opened by hand, closed after the test at the latest. */
const opened = new Set<TLSSocket>();

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), "portal-proxy-slots-"));
  const clientDir = join(dir, "client");
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Sternenruf</title>");
  httpsPort = await freePort();
  const env = {
    ...productionEnv,
    PUBLIC_ORIGIN: `https://127.0.0.1:${httpsPort}`,
    DATABASE_URL: database.url,
    DATA_DIR: join(dir, "data"),
    CLIENT_DIR: clientDir,
    SESSION_SECRET: "reverse-proxy-slots-share-this-secret",
    TRUST_PROXY: "127.0.0.2",
  };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  proxy = await startHaproxy({
    backends: servers.map((server) => new URL(server.base).host),
    httpsPort,
    httpPort: await freePort(),
    source: "127.0.0.2",
  });
}, 120_000);

afterAll(async () => {
  for (const socket of opened) socket.destroy();
  await proxy?.stop();
  await Promise.all(servers.map(stopServerProcess));
  await database?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

let tlsSession: Buffer | undefined;

/** A TLS connection to HAProxy from the given loopback address. */
async function connection(address: string): Promise<TLSSocket> {
  const tcp = netConnect({ host: "127.0.0.1", port: httpsPort, localAddress: address });
  // Resumed TLS sessions: hundreds of connections open within the 10 s a request may take.
  const socket = tlsConnect({ socket: tcp, host: "127.0.0.1", ca: proxy.ca, session: tlsSession });
  socket.once("session", (session: Buffer) => (tlsSession ??= session));
  opened.add(socket);
  socket.on("error", () => {});
  socket.on("close", () => opened.delete(socket));
  socket.resume();
  await once(socket, "secureConnect");
  return socket;
}

/**
 * A client sending a body slowly: the headers and `first` bytes of a `length`-byte JSON body at
 * once, then one byte every 5 s, as long as the connection lasts.
 */
async function slowBody(address: string, length: number, first: number): Promise<TLSSocket> {
  const socket = await connection(address);
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${httpsPort}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${length}\r\n\r\n${"x".repeat(first)}`,
  );
  const trickle = setInterval(() => socket.write("x"), 5_000);
  socket.on("close", () => clearInterval(trickle));
  return socket;
}

/** Opens `count` connections with `open`, at most 50 at a time. */
async function many<T>(count: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const all: T[] = [];
  for (let i = 0; i < count; i += 50) {
    all.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, j) => open(i + j)))));
  }
  return all;
}

/** An ordinary request from an address of its own, on a fresh connection. */
const ordinary = (address: string, path = "/api/consultants") =>
  clientRequest(`${proxy.base}${path}`, {
    agent: new HttpsAgent({ ca: proxy.ca }),
    localAddress: address,
    keepBody: true,
    timeoutMs: 20_000,
  });

/** Ordinary requests one after the other: each must be answered 200 well within the 30 s queue timeout. */
async function expectOrdinaryRequestsServed(address: string) {
  for (let i = 0; i < 5; i += 1) {
    const answer = await ordinary(address);
    expect(answer.status, `request ${i}: ${answer.body.toString()}`).toBe(200);
    expect(answer.ms, `request ${i}`).toBeLessThan(5_000);
  }
}

/** The current count of a stick table's entry for an IPv4 client address. */
async function tableCount(table: string, address: string, column: string): Promise<number> {
  const answer = await proxy.command(`show table ${table} key ::ffff:${address}`);
  return Number(new RegExp(`\\b${column}=(\\d+)`).exec(answer)?.[1] ?? 0);
}

/** The requests a backend holds, in its slots and its queue ("show stat" scur). */
async function busy(backend: string): Promise<number> {
  const rows = (await proxy.command("show stat")).split("\n").map((row) => row.split(","));
  const header = (rows[0] ?? []).map((cell) => cell.replace(/^#\s*/, ""));
  const row = rows.find((cells) => cells[0] === backend && cells[1] === "BACKEND") ?? [];
  return Number(row[header.indexOf("scur")]);
}

describe("slow bodies through HAProxy", () => {
  it(
    "leaves ordinary requests answered while 540 connections trickle their bodies, from one address and from many",
    { timeout: 120_000 },
    async () => {
      try {
        // More connections than the processes have slots (256 each): half from one address,
        // half from 20 others; small bodies (HAProxy reads them whole before it asks a process)
        // and bodies larger than its buffer (those hold a slot of their own pool while they arrive).
        await many(270, () => slowBody("127.0.0.10", 5000, 1));
        await many(230, (i) => slowBody(`127.0.0.${11 + (i % 20)}`, 5000, 1));
        await many(40, (i) => slowBody(`127.0.0.${31 + (i % 4)}`, 100_000, 20_000));
        // More than the 512 slots are still open (HAProxy ends a body that takes over 10 s, and
        // opening them all may take about that long on a busy machine).
        expect(opened.size).toBeGreaterThan(512);
        await expectOrdinaryRequestsServed("127.0.0.60");
        // None of them took an ordinary slot.
        expect(await busy("portal")).toBe(0);
        expect(await busy("portal_uploads")).toBe(40);
      } finally {
        for (const socket of opened) socket.destroy();
      }
    },
  );

  it("answers a body that does not arrive within 10 s with a German 408", { timeout: 60_000 }, async () => {
    const socket = await slowBody("127.0.0.61", 5000, 1);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    await once(socket, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain(
      '{"message":"Die Anfrage ist nicht rechtzeitig angekommen. Bitte versuchen Sie es erneut."}',
    );
  });
});

describe("limits per client address", () => {
  const expectTooMany = async (address: string) => {
    const answer = await ordinary(address, "/api/health");
    expect(answer.status).toBe(429);
    expect(answer.headers["retry-after"]).toBe("10");
    expect(JSON.parse(answer.body.toString())).toEqual({ message: tooMany });
  };

  it("refuses a 65th request in flight from one address with a German 429", { timeout: 120_000 }, async () => {
    try {
      // Large bodies arriving slowly stay in flight: 16 in the upload slots, the rest queued.
      await many(64, () => slowBody("127.0.0.70", 100_000, 20_000));
      await expect.poll(() => tableCount("requests_in_flight", "127.0.0.70", "conn_cur")).toBe(64);
      await expectTooMany("127.0.0.70");
      expect((await ordinary("127.0.0.71")).status).toBe(200);
    } finally {
      for (const socket of opened) socket.destroy();
    }
  });

  it("refuses requests on a 201st open connection from one address with a German 429", async () => {
    try {
      await many(200, () => connection("127.0.0.72"));
      await expect.poll(() => tableCount("portal_https", "127.0.0.72", "conn_cur")).toBe(200);
      await expectTooMany("127.0.0.72");
      expect((await ordinary("127.0.0.73")).status).toBe(200);
    } finally {
      for (const socket of opened) socket.destroy();
    }
  });

  it("refuses more than 1000 requests in 10 s from one address with a German 429", { timeout: 60_000 }, async () => {
    // HAProxy answers /metrics itself (404): counted, without asking a process.
    const agent = new HttpsAgent({ ca: proxy.ca, keepAlive: true, maxSockets: 10 });
    const statuses = await many(1000, () =>
      clientRequest(`${proxy.base}/metrics`, { agent, localAddress: "127.0.0.74" }).then((a) => a.status),
    );
    agent.destroy();
    expect(statuses).toEqual(Array(1000).fill(404));
    await expectTooMany("127.0.0.74");
    expect((await ordinary("127.0.0.75")).status).toBe(200);
  });
});

describe("live status streams through HAProxy", () => {
  it("holds 1000 streams while ordinary requests are answered", { timeout: 120_000 }, async () => {
    const streams: OpenEventStream[] = [];
    try {
      // 50 addresses with 20 streams each: within the portal's 20 per address and process.
      streams.push(
        ...(await many(1000, (i) =>
          openEventStream(`${proxy.base}${statusStreamPath}`, {
            localAddress: `127.0.1.${1 + (i % 50)}`,
            ca: proxy.ca,
          }),
        )),
      );
      expect(streams.map((stream) => stream.status)).toEqual(Array(1000).fill(200));
      expect(await busy("portal_streams")).toBe(1000);
      await expectOrdinaryRequestsServed("127.0.0.80");
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
