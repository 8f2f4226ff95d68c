import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { request, type Agent } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { portalServers, startHaproxy, type RunningHaproxy } from "../../../scripts/lib/haproxy.ts";
import { localInstance, rollingRestart, type PortalInstance } from "../../../scripts/lib/rolling-restart.ts";
import { productionEnv } from "../../support/production-env.ts";
import { newRegisterBody } from "../../support/registration.ts";
import { startServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// How long a process keeps serving after SIGTERM while HAProxy takes it out (2 failed checks
// at 1 s); production's default is 5 s. ROLLING_RESTART_DRAIN_SECONDS=0 shows what the drain
// prevents: without it requests fail while a process stops.
const drainSeconds = process.env.ROLLING_RESTART_DRAIN_SECONDS ?? "3";

interface Answer {
  status: number;
  body: string;
}

/**
 * One request through HAProxy (HTTPS, keep-alive, trusting the test's certificate), from the
 * given loopback address.
 */
function send(
  agent: Agent,
  url: string,
  address: string,
  init: { method?: string; body?: unknown; origin?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const req = request(
      url,
      {
        method: init.method ?? "GET",
        agent,
        localAddress: address,
        headers: body ? { "content-type": "application/json", origin: init.origin ?? "" } : {},
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("rolling restart behind HAProxy", () => {
  let database: TestDatabase | undefined;
  let proxy: RunningHaproxy | undefined;
  const processes = new Map<number, ServerProcess>();
  afterAll(async () => {
    await proxy?.stop();
    for (const server of processes.values()) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    await database?.dispose();
  });

  it(
    "replaces every process once under load: no failed request, no lost acknowledged write",
    { timeout: 300_000 },
    async () => {
      database = await createTestDatabase();
      const httpsPort = await freePort();
      const httpPort = await freePort();
      const ports = [await freePort(), await freePort()];
      const origin = `https://127.0.0.1:${httpsPort}`;
      const env = {
        ...productionEnv,
        SESSION_SECRET: "rolling-restart-secret",
        DATABASE_URL: database.url,
        PUBLIC_ORIGIN: origin,
        DATA_DIR: mkdtempSync(join(tmpdir(), "portal-rolling-")),
        TRUST_PROXY: "loopback",
        // Every registration comes from these few client addresses.
        RATE_LIMIT_SCALE: "1000",
        DRAIN_SECONDS: drainSeconds,
      };
      for (const port of ports) processes.set(port, await startServerProcess(env, port));
      proxy = await startHaproxy({ backends: ports.map((p) => `127.0.0.1:${p}`), httpsPort, httpPort });
      const { agent, socket } = proxy;
      const firstPids = ports.map((p) => processes.get(p)?.child.pid);

      // The load: readers of a page and of the consultant list, and writers whose every 201 is
      // an account that must be in the database afterwards.
      let running = true;
      let restarting = false;
      const failures: string[] = [];
      const acknowledged: string[] = [];
      let servedDuringRestart = 0;
      const expectStatus = async (what: string, status: number, answer: Promise<Answer>) => {
        try {
          const res = await answer;
          if (res.status !== status) failures.push(`${what}: ${res.status} ${res.body.slice(0, 200)}`);
          else if (restarting) servedDuringRestart += 1;
          return res.status === status;
        } catch (err) {
          failures.push(`${what}: ${err instanceof Error ? err.message : String(err)}`);
          return false;
        }
      };
      // Each client sends from four addresses in turn: HAProxy limits what one address may send
      // (deploy/haproxy/haproxy.cfg), and each client's load is far above one visitor's.
      const address = (client: number, i: number) => `127.0.3.${client * 4 + 1 + (i % 4)}`;
      const reader = async (n: number) => {
        for (let i = 0; running; i++) {
          const path = (n + i) % 2 === 0 ? "/" : "/api/consultants";
          await expectStatus(`GET ${path}`, 200, send(agent, `${origin}${path}`, address(n, i)));
        }
      };
      const writer = async (n: number) => {
        for (let i = 0; running; i++) {
          const body = newRegisterBody();
          const url = `${origin}/api/register`;
          const answer = send(agent, url, address(n, i), { method: "POST", body, origin });
          if (await expectStatus("POST /api/register", 201, answer)) acknowledged.push(body.phone);
        }
      };
      const load = Promise.all([...[0, 1, 2, 3, 4, 5].map(reader), writer(6), writer(7)]);

      await new Promise((r) => setTimeout(r, 1_000));
      restarting = true;
      const instances: PortalInstance[] = ports.map((port) => localInstance(port));
      const log: string[] = [];
      try {
        await rollingRestart({
          instances,
          // What systemctl restart does: SIGTERM, wait for the exit, start the same instance again.
          restart: async (instance) => {
            const port = Number(instance.name);
            const old = processes.get(port);
            old?.child.kill("SIGTERM");
            await old?.exited;
            processes.set(port, await startServerProcess(env, port));
          },
          proxyStates: async () => new Map((await portalServers(socket)).map((s) => [s.address, s.status])),
          timeoutMs: 90_000,
          log: (line) => log.push(line),
        });
      } finally {
        restarting = false;
        await new Promise((r) => setTimeout(r, 1_000));
        running = false;
        await load;
      }

      const summary = `${servedDuringRestart} answers during the restart, ${acknowledged.length} registrations`;
      console.log(`rolling restart, DRAIN_SECONDS=${drainSeconds}: ${summary}, ${failures.length} failed`);
      expect(failures, `${summary}\n${log.join("\n")}\n${proxy.output().slice(-3000)}`).toEqual([]);
      // Every process was replaced, and the load ran throughout.
      for (const [i, port] of ports.entries()) expect(processes.get(port)?.child.pid).not.toBe(firstPids[i]);
      expect(servedDuringRestart).toBeGreaterThanOrEqual(200);
      expect(acknowledged.length).toBeGreaterThanOrEqual(10);
      const stored = await database.handle.db
        .selectFrom("users")
        .select("phone")
        .where("phone", "in", acknowledged)
        .execute();
      expect(new Set(stored.map((r) => r.phone))).toEqual(new Set(acknowledged));
    },
  );
});

// Stand-in processes for the loop and the command: plain HTTP servers answering /api/health.
const standIns: Server[] = [];
afterAll(async () => {
  await Promise.all(standIns.map((s) => new Promise((resolve) => s.close(resolve))));
});
async function standIn(status: () => number = () => 200): Promise<PortalInstance> {
  const server = createServer((_req, res) => res.writeHead(status()).end());
  standIns.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return localInstance(port);
}

// The loop's refusals.
describe("the rolling restart loop", () => {
  it("stops at an instance that does not come back and leaves the next one alone", async () => {
    let firstBack = false;
    const first = await standIn(() => (firstBack ? 200 : 503));
    const second = await standIn(() => 200);
    const restarted: string[] = [];
    const outcome = rollingRestart({
      instances: [first, second],
      restart: async (instance) => {
        restarted.push(instance.name);
      },
      timeoutMs: 1_500,
      pollMs: 50,
    });
    await expect(outcome).rejects.toThrow(
      `${first.name} ist nach 1,5 s nicht wieder bereit: ${first.healthUrl} antwortet nicht mit 200. ` +
        "Abbruch; die übrigen Prozesse laufen unverändert weiter. 0 von 2 Prozessen wurden erfolgreich neu gestartet.",
    );
    expect(restarted).toEqual([first.name]);

    // Back in time: both are restarted in turn.
    firstBack = true;
    restarted.length = 0;
    await rollingRestart({
      instances: [first, second],
      restart: async (instance) => {
        restarted.push(instance.name);
      },
      timeoutMs: 1_500,
    });
    expect(restarted).toEqual([first.name, second.name]);
  });

  it("waits for HAProxy to report the instance UP, and stops a restart that hangs", async () => {
    const first = await standIn(() => 200);
    const second = await standIn(() => 200);
    const states = new Map([
      [first.address, "UP"],
      [second.address, "UP"],
    ]);
    const restarted: string[] = [];
    // HAProxy keeps the first DOWN after its restart: the loop must not go on to the second.
    const outcome = rollingRestart({
      instances: [first, second],
      restart: async (instance) => {
        restarted.push(instance.name);
        states.set(instance.address, "DOWN");
      },
      proxyStates: async () => states,
      timeoutMs: 1_000,
      pollMs: 50,
    });
    await expect(outcome).rejects.toThrow(`HAProxy meldet ${first.address} als „DOWN“, nicht UP`);
    expect(restarted).toEqual([first.name]);

    // With one instance DOWN, the other is not stopped: nobody would serve.
    await expect(
      rollingRestart({
        instances: [second, first],
        restart: async () => {},
        proxyStates: async () => states,
        timeoutMs: 1_000,
      }),
    ).rejects.toThrow(`${first.name} ist nicht bereit`);

    states.set(first.address, "UP");
    await expect(
      rollingRestart({
        instances: [first],
        restart: () => new Promise(() => {}),
        proxyStates: async () => states,
        timeoutMs: 300,
      }),
    ).rejects.toThrow(`${first.name} wurde nicht binnen 0,3 s beendet und neu gestartet.`);

    await expect(
      rollingRestart({
        instances: [first],
        restart: async () => {},
        proxyStates: async () => new Map(),
        timeoutMs: 1_000,
      }),
    ).rejects.toThrow(`HAProxy kennt ${first.address} nicht`);
  });
});

// The operator's command, with a systemctl that only notes what it was asked, in front of
// stand-in processes behind the real HAProxy: the unit names, the order, HAProxy's addresses.
describe("npm run ops:rolling-restart", () => {
  let proxy: RunningHaproxy | undefined;
  afterAll(async () => {
    await proxy?.stop();
  });

  function fakeSystemctl(): { dir: string; calls: () => string[] } {
    const dir = mkdtempSync(join(tmpdir(), "portal-systemctl-"));
    const log = join(dir, "calls");
    writeFileSync(log, "");
    writeFileSync(join(dir, "systemctl"), `#!/bin/sh\necho "$*" >> ${JSON.stringify(log)}\n`);
    chmodSync(join(dir, "systemctl"), 0o755);
    return { dir, calls: () => readFileSync(log, "utf8").split("\n").filter(Boolean) };
  }

  const run = (args: string[], path: string) =>
    promisify(execFile)(process.execPath, ["scripts/rolling-restart.ts", ...args], {
      env: { ...process.env, PATH: `${path}:${process.env.PATH ?? ""}` },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (err: { code?: number; stdout?: string; stderr?: string }) => ({
        code: err.code ?? -1,
        stdout: err.stdout ?? "",
        stderr: err.stderr ?? "",
      }),
    );

  it(
    "restarts each unit in turn once HAProxy has it UP, and refuses when another one is not ready",
    {
      timeout: 120_000,
    },
    async () => {
      const [a, b] = [(await standIn()).name, (await standIn()).name];
      proxy = await startHaproxy({
        backends: [`127.0.0.1:${a}`, `127.0.0.1:${b}`],
        httpsPort: await freePort(),
        httpPort: await freePort(),
      });
      const systemctl = fakeSystemctl();
      const ok = await run(
        ["--ports", `${a},${b}`, "--haproxy-socket", proxy.socket, "--timeout", "20"],
        systemctl.dir,
      );
      expect(ok.stderr).toBe("");
      expect(ok.code).toBe(0);
      expect(systemctl.calls()).toEqual([`restart portal@${a}`, `restart portal@${b}`]);
      expect(ok.stdout).toContain("Alle 2 Prozesse wurden nacheinander neu gestartet.");

      // A port HAProxy does not know: nothing is restarted.
      const unknown = await freePort();
      const refused = await run(["--ports", `${a},${unknown}`, "--haproxy-socket", proxy.socket], systemctl.dir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Rollender Neustart abgebrochen: HAProxy kennt 127.0.0.1:${unknown} nicht`);

      // Without HAProxy: the other instance does not answer, so the first is not stopped.
      const down = await run(["--ports", `${a},${unknown}`, "--unit", "sternenruf-%i.service"], systemctl.dir);
      expect(down.code).toBe(1);
      expect(down.stderr).toContain(`sternenruf-${unknown}.service ist nicht bereit`);
      expect(systemctl.calls()).toHaveLength(2);

      const bad = await run(["--ports", "3001,abc"], systemctl.dir);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain("--ports: eine durch Kommas getrennte Liste von Ports");
    },
  );
});
