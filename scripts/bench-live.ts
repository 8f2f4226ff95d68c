import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/server/db/database.ts";
import { createConsultant } from "../src/server/db/seed/factories.ts";
import { statusStreamPath } from "../src/shared/schemas/live-status.ts";
import { freePort } from "./free-port.ts";
import { openEventStream, type OpenEventStream } from "./lib/event-stream-client.ts";
import { withPostgres } from "./lib/postgres.ts";
import { startServer, stopServer, type ServerLife } from "./lib/server-process.ts";
import { pushStatus } from "./lib/status-push.ts";

// `npm run bench:live [-- --streams 1000 --db sqlite|postgres|both]`: the live consultant status
// (docs/decisions/0042) under 1.000 open event streams: on SQLite all on one server process, on
// PostgreSQL spread over two processes (half on each, connected directly) while the carrier's
// pushes go to the first, so half of the streams learn through LISTEN/NOTIFY. Measured: the time
// from sending one status push until each stream has its event (p50/p99/max), lost events (of
// the one push, and of 20 pushes in a row, which must arrive complete and in order on every
// stream), and the server's memory per open stream (resident size after opening them minus
// before, divided by their number). The streams come from 50 loopback addresses (127.0.1.x),
// 20 each, the per-address limit. The open file limit is not raised: the script checks it.
// Not part of `npm test`.

const { values: options } = parseArgs({
  options: {
    streams: { type: "string", default: "1000" },
    db: { type: "string", default: "both" },
    pushes: { type: "string", default: "20" },
  },
});
const streamCount = Number(options.streams);
const pushCount = Number(options.pushes);
if (!["sqlite", "postgres", "both"].includes(options.db) || !(streamCount > 0) || !(pushCount > 0)) {
  console.error("Aufruf: npm run bench:live -- [--streams N] [--pushes N] [--db sqlite|postgres|both]");
  process.exit(2);
}

const secret = "bench-live-carrier-secret";
const perAddress = 20;

interface Result {
  setup: string;
  streams: number;
  p50: number;
  p99: number;
  max: number;
  lostOne: number;
  lostSeries: number;
  outOfOrder: number;
  kibPerStream: number;
}

/** The resident memory of a process, in KiB (Linux). */
function rssKib(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) : Number.NaN;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function push(base: string, extension: string, status: string): Promise<void> {
  const answer = await pushStatus(base, secret, extension, status);
  if (answer !== 200) throw new Error(`Statusmeldung: ${answer}`);
}

const statusEventsOf = (s: OpenEventStream) => s.events.filter((e) => e.event === "status");

async function run(setup: string, databaseUrl: string, processes: number): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-live-"));
  const servers: (ServerLife & { base: string })[] = [];
  const streams: OpenEventStream[] = [];
  try {
    for (let i = 0; i < processes; i += 1) {
      const base = `http://127.0.0.1:${await freePort()}`;
      const env = { DATABASE_URL: databaseUrl, DATA_DIR: join(dir, "data"), TELEPHONY_SECRET: secret };
      servers.push({ ...(await startServer(base, env, { waitMs: 60_000 })), base });
    }
    const database = openDatabase(databaseUrl);
    const consultant = await createConsultant(database.db, { status: "offline" });
    await database.close();

    const rssBefore = servers.map((s) => rssKib(s.child.pid ?? 0));
    for (let i = 0; i < streamCount; i += 1) {
      const server = servers[i % servers.length];
      if (!server) throw new Error("no server");
      const address = `127.0.1.${1 + Math.floor(i / perAddress)}`;
      streams.push(await openEventStream(`${server.base}${statusStreamPath}`, { localAddress: address }));
    }
    const refused = streams.filter((s) => s.status !== 200).length;
    if (refused) throw new Error(`${refused} Verbindungen abgelehnt`);
    // Every stream has its first lines, then the server settles.
    while (streams.some((s) => s.retry === null)) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1000));
    const rssAfter = servers.map((s) => rssKib(s.child.pid ?? 0));
    const grownKib = rssAfter.reduce((sum, kib, i) => sum + kib - (rssBefore[i] ?? kib), 0);

    // One push: the time until each stream has it.
    const started = performance.now();
    const pushTo = servers[0]?.base ?? "";
    await push(pushTo, consultant.extension, "available");
    await Promise.allSettled(streams.map((s) => s.waitFor(1, { event: "status", ms: 10_000 })));
    const times = streams
      .map((s) => statusEventsOf(s)[0])
      .filter((e) => e !== undefined)
      .map((e) => e.at - started)
      .sort((x, y) => x - y);
    const lostOne = streams.length - times.length;

    // A series of pushes in a row: every stream has all of them, in their order.
    const series: string[] = [];
    for (let i = 0; i < pushCount; i += 1) {
      const status = ["busy", "offline", "available"][i % 3] ?? "busy";
      await push(pushTo, consultant.extension, status);
      series.push(status);
    }
    await Promise.allSettled(streams.map((s) => s.waitFor(1 + pushCount, { event: "status", ms: 15_000 })));
    let lostSeries = 0;
    let outOfOrder = 0;
    for (const s of streams) {
      const got = statusEventsOf(s)
        .slice(1)
        .map((e) => (JSON.parse(e.data) as { status: string }).status);
      lostSeries += Math.max(0, series.length - got.length);
      if (got.join() !== series.slice(0, got.length).join()) outOfOrder += 1;
    }
    return {
      setup,
      streams: streams.length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times.at(-1) ?? Number.NaN,
      lostOne,
      lostSeries,
      outOfOrder,
      kibPerStream: grownKib / streams.length,
    };
  } finally {
    for (const s of streams) s.close();
    await Promise.all(servers.map(stopServer));
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: Result[] = [];
if (options.db !== "postgres") {
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-live-db-"));
  try {
    results.push(await run("SQLite, 1 Prozess", `sqlite:${join(dir, "portal.sqlite")}`, 1));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (options.db !== "sqlite") {
  results.push(await withPostgres((url) => run("PostgreSQL, 2 Prozesse", url, 2)));
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : "–");
console.log(
  `\nbench:live, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} Kerne, ${pushCount} Meldungen in Folge`,
);
console.log(
  "| Aufbau | Verbindungen | p50 | p99 | max | verloren (1 Meldung) | verloren (Folge) | Reihenfolge falsch | Speicher je Verbindung |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const r of results) {
  console.log(
    `| ${r.setup} | ${r.streams} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.lostOne} | ${r.lostSeries} | ${r.outOfOrder} | ${r.kibPerStream.toFixed(1)} KiB |`,
  );
}
const failed = results.some((r) => !(r.p99 < 2000) || r.lostOne > 0 || r.lostSeries > 0 || r.outOfOrder > 0);
if (failed) {
  console.error("\nZiel verfehlt: p99 unter 2 s und kein verlorenes Ereignis.");
  process.exit(1);
}
