import { Agent, request } from "node:http";
import { newTally, record, type Tally } from "./stats.ts";

export interface TrafficPlan {
  /** Where the visitors go: the one server, or the proxy in front of several. */
  base: string;
  seconds: number;
  visitors: number;
  registrationsPerSecond: number;
  /** Mean pause of a visitor between two requests (uniform between 0 and twice this). */
  thinkMs: number;
  /** Static files the built pages load (from dist/client/index.html). */
  assets: string[];
  /** Makes phone numbers unique across runs on one database. */
  runTag: string;
}

interface Answer {
  status: number;
  ms: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 2000 });

function send(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const url = new URL(path, base);
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers, agent, timeout: 30_000 },
      (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("Zeitüberschreitung (30 s)")));
    req.on("error", reject);
    req.end(body);
  });
}

/** Sends one request and files its latency (and any failure) under its kind. */
async function measured(tallies: Map<string, Tally>, kind: string, expected: number, run: () => Promise<Answer>) {
  let tally = tallies.get(kind);
  if (!tally) tallies.set(kind, (tally = newTally()));
  const started = performance.now();
  try {
    const answer = await run();
    record(tally, answer.ms, answer.status === expected ? null : `HTTP ${answer.status}`);
  } catch (error) {
    record(tally, performance.now() - started, String(error));
  }
}

/** Distinct addresses, as if every visitor came from their own line (documentation ranges). */
const visitorAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;
const registrantAddress = (n: number) => `198.19.${(n >> 8) & 255}.${n & 255}`;

/**
 * Runs the load: `visitors` people each reading a random page, asset or the consultant list,
 * pausing, reading again; and beside them `registrationsPerSecond` new accounts a second, each
 * from its own address. Answers every request's latency by kind.
 */
export async function runTraffic(plan: TrafficPlan): Promise<Map<string, Tally>> {
  const tallies = new Map<string, Tally>();
  const deadline = Date.now() + plan.seconds * 1000;
  const browserHeaders = { "accept-encoding": "gzip, deflate, br", "user-agent": "bench-load" };
  const reads: Array<[string, () => string]> = [
    ["GET / (HTML)", () => "/"],
    ["GET /berater (HTML)", () => "/berater"],
    ["GET Asset (JS/CSS)", () => plan.assets[Math.floor(Math.random() * plan.assets.length)] ?? "/"],
    ["GET /api/consultants", () => "/api/consultants"],
  ];

  async function visitor(n: number): Promise<void> {
    // Spread the first requests over the first pause, as visitors do not all arrive at once.
    await new Promise((r) => setTimeout(r, Math.random() * 2 * plan.thinkMs));
    const headers = { ...browserHeaders, "x-forwarded-for": visitorAddress(n) };
    while (Date.now() < deadline) {
      const [kind, path] = reads[Math.floor(Math.random() * reads.length)] ?? ["GET /", () => "/"];
      await measured(tallies, kind, 200, () => send(plan.base, "GET", path(), headers));
      await new Promise((r) => setTimeout(r, Math.random() * 2 * plan.thinkMs));
    }
  }

  const registrations: Array<Promise<void>> = [];
  let registered = 0;
  const started = Date.now();
  // A late timer (a busy machine) catches up, so the rate offered stays the one asked for.
  const registerDue = () => {
    const due = Math.floor(((Math.min(Date.now(), deadline) - started) / 1000) * plan.registrationsPerSecond);
    while (registered < due) {
      registered += 1;
      register(registered);
    }
  };
  const register = (n: number) => {
    const body = JSON.stringify({
      name: `Last Kundin ${plan.runTag}-${n}`,
      phone: `+49153${plan.runTag}${String(n).padStart(5, "0")}`,
      password: "geheim-last",
      // An adult: registration refuses anyone under 18 (docs/decisions/0033).
      birthDate: "1980-05-17",
    });
    const headers = {
      ...browserHeaders,
      "content-type": "application/json",
      origin: plan.base,
      "x-forwarded-for": registrantAddress(n),
    };
    registrations.push(
      measured(tallies, "POST /api/register", 201, () => send(plan.base, "POST", "/api/register", headers, body)),
    );
  };
  const registering = setInterval(registerDue, 1000 / plan.registrationsPerSecond);

  await Promise.all(Array.from({ length: plan.visitors }, (_, n) => visitor(n)));
  clearInterval(registering);
  registerDue();
  await Promise.all(registrations);
  return tallies;
}
