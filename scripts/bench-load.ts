import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Agent as HttpsAgent } from "node:https";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { summarize, table, type Row } from "./bench-load/stats.ts";
import { runTraffic } from "./bench-load/traffic.ts";
import { freePort } from "./free-port.ts";
import { ensureHaproxy, portalServers, startHaproxy } from "./lib/haproxy.ts";
import { withPostgres } from "./lib/postgres.ts";
import { localInstance, rollingRestart } from "./lib/rolling-restart.ts";
import { startServer, stopServer, type ServerLife } from "./lib/server-process.ts";

// `npm run bench:load [-- --seconds 60 --visitors 500 --registrations 20 --db sqlite|postgres|both]`:
// 500 visitors at once read the home page, /berater, the static files and the consultant list
// while 20 new accounts a second register, for 60 s, all over HTTPS through HAProxy with the
// production configuration (deploy/haproxy/haproxy.cfg, a self-signed certificate): on SQLite
// with one server process behind it, on PostgreSQL with two. Every visitor and every new account
// connects from a loopback address of its own (127.1.x.y, 127.2.x.y), so the per-address limits
// count each one apart, as they would count people. HAProxy comes from Debian (installed when
// missing and run as root). Prints count, errors and p50/p95/p99 per kind of request. Not part
// of `npm test`. `--rolling-restart`: on PostgreSQL, a quarter into the run, the two processes are
// replaced one at a time as `npm run ops:rolling-restart` does (SIGTERM, drain, start, ready and
// UP in HAProxy, next), while the load goes on; every failed request counts as an error.

const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    visitors: { type: "string", default: "500" },
    registrations: { type: "string", default: "20" },
    "think-ms": { type: "string", default: "1000" },
    db: { type: "string", default: "both" },
    "no-build": { type: "boolean", default: false },
    port: { type: "string" },
    "rolling-restart": { type: "boolean", default: false },
  },
});
const seconds = Number(options.seconds);
const rolling = options["rolling-restart"];
const visitors = Number(options.visitors);
const registrationsPerSecond = Number(options.registrations);
const thinkMs = Number(options["think-ms"]);
if (![seconds, visitors, registrationsPerSecond, thinkMs].every((n) => Number.isFinite(n) && n > 0)) {
  console.error(
    "Aufruf: npm run bench:load -- [--seconds N] [--visitors N] [--registrations N] [--think-ms N] [--db sqlite|postgres|both] [--no-build] [--port N] [--rolling-restart]",
  );
  process.exit(2);
}
if (!["sqlite", "postgres", "both"].includes(options.db)) {
  console.error(`Unbekannte Datenbank „${options.db}“: sqlite, postgres oder both.`);
  process.exit(2);
}

// Before the build: a missing HAProxy is reported (or installed) at once.
ensureHaproxy();
if (!options["no-build"]) {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const index = readFileSync("dist/client/index.html", "utf8");
const assets = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? "");

/** Four ports (HTTPS and HTTP of HAProxy, two server processes): from --port on, or free ones. */
async function ports(): Promise<number[]> {
  if (options.port) return [0, 1, 2, 3].map((i) => Number(options.port) + i);
  return Promise.all([freePort(), freePort(), freePort(), freePort()]);
}

/** Production settings with the payment sandbox; TRUST_PROXY names HAProxy on this host. */
function serverEnv(databaseUrl: string, dataDir: string, publicOrigin: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    PUBLIC_ORIGIN: publicOrigin,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DEMO_SEED: "1",
    LOG_LEVEL: "warn",
    SESSION_SECRET: "bench-load-secret",
    TELEPHONY_SECRET: "bench-load-telephony-secret",
    TELEPHONY_TOKEN: "bench-load-telephony-token",
    SMTP_URL: "smtp://127.0.0.1:9",
    PAYMENT_SANDBOX: "1",
    TRUST_PROXY: "loopback",
  };
}

const runTag = String(100 + Math.floor(Math.random() * 900));

/** The server processes behind HAProxy; `start` gets each process's address and the public origin. */
async function measureBehindHaproxy(
  label: string,
  [httpsPort = 0, httpPort = 0, ...serverPorts]: number[],
  start: (base: string, origin: string) => Promise<ServerLife>,
  rolling = false,
): Promise<Row[]> {
  const origin = `https://127.0.0.1:${httpsPort}`;
  const servers: ServerLife[] = [];
  try {
    // One after the other: the first migrates and seeds the empty database.
    for (const port of serverPorts) servers.push(await start(`http://127.0.0.1:${port}`, origin));
    const proxy = await startHaproxy({
      backends: serverPorts.map((port) => `127.0.0.1:${port}`),
      httpsPort,
      httpPort,
    });
    try {
      const measuring = measure(label, proxy.base, proxy.agent);
      if (rolling && servers.length > 1) {
        await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 4));
        await replaceOneByOne(proxy.socket, serverPorts, servers, origin, start);
      }
      return await measuring;
    } finally {
      await proxy.stop();
    }
  } finally {
    await Promise.all(servers.map(stopServer));
  }
}

/** The rolling restart of docs/operations.md under the running load; `servers` gets the new processes. */
async function replaceOneByOne(
  socket: string,
  serverPorts: number[],
  servers: ServerLife[],
  origin: string,
  start: (base: string, origin: string) => Promise<ServerLife>,
): Promise<void> {
  const began = performance.now();
  await rollingRestart({
    instances: serverPorts.map((port) => localInstance(port)),
    // What systemctl restart does: SIGTERM (the process drains), wait for the exit, start it again.
    restart: async (instance) => {
      const i = serverPorts.indexOf(Number(instance.name));
      const old = servers[i];
      old?.child.kill("SIGTERM");
      await old?.exited;
      servers[i] = await start(`http://127.0.0.1:${instance.name}`, origin);
    },
    proxyStates: async () => new Map((await portalServers(socket)).map((s) => [s.address, s.status])),
    timeoutMs: 90_000,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(
    `  Rollierender Neustart: ${serverPorts.length} Prozesse in ${((performance.now() - began) / 1000).toLocaleString("de-DE", { maximumFractionDigits: 1 })} s ersetzt.`,
  );
}

async function measure(label: string, base: string, agent: HttpsAgent): Promise<Row[]> {
  console.log(`\n${label}: ${visitors} Besucher, ${registrationsPerSecond} Registrierungen/s, ${seconds} s ...`);
  const load = loadavg()[0]?.toFixed(2);
  const plan = { base, agent, seconds, visitors, registrationsPerSecond, thinkMs, assets, runTag };
  const tallies = await runTraffic(plan);
  const rows = [...tallies].map(([kind, tally]) => summarize(kind, tally));
  console.log(`Systemlast (uptime, 1 min) vorher ${load}, nachher ${loadavg()[0]?.toFixed(2)}`);
  console.log(table(rows, seconds));
  for (const [kind, tally] of tallies) for (const error of tally.firstErrors) console.log(`  ${kind}: ${error}`);
  return rows;
}

function onSqlite(dir: string, ports: number[]): Promise<Row[]> {
  const url = `sqlite:${join(dir, "portal.sqlite")}`;
  return measureBehindHaproxy("SQLite, ein Serverprozess hinter HAProxy", ports.slice(0, 3), (base, origin) =>
    startServer(base, serverEnv(url, join(dir, "data"), origin)),
  );
}

function onPostgres(dir: string, ports: number[]): Promise<Row[]> {
  return withPostgres((url) =>
    measureBehindHaproxy(
      `PostgreSQL, zwei Serverprozesse hinter HAProxy${rolling ? ", mit rollierendem Neustart" : ""}`,
      ports,
      (base, origin) => startServer(base, serverEnv(url, join(dir, `data-${new URL(base).port}`), origin)),
      rolling,
    ),
  );
}

const cpu = cpus()[0]?.model ?? "?";
console.log(
  `${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}, ${new Date().toISOString()}`,
);
const dir = mkdtempSync(join(tmpdir(), "portal-bench-load-"));
let failed = 0;
try {
  const chosen = await ports();
  if (options.db !== "postgres") failed += (await onSqlite(dir, chosen)).reduce((sum, r) => sum + r.errors, 0);
  if (options.db !== "sqlite") failed += (await onPostgres(dir, chosen)).reduce((sum, r) => sum + r.errors, 0);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(failed === 0 ? "\nUrteil: keine Fehler." : `\nUrteil: ${failed} Fehler.`);
process.exit(failed === 0 ? 0 : 1);
