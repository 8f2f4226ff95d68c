import type { Agent as HttpAgent } from "node:http";
import type { Agent as HttpsAgent } from "node:https";
import { clientRequest, loopbackAddress } from "../lib/client-request.ts";
import { newTally, record, type Tally } from "./stats.ts";

export interface TrafficPlan {
  /** Where the visitors go: the reverse proxy in front of the server processes. */
  base: string;
  /** Keeps the connections (and, for https:, trusts the proxy's certificate). */
  agent: HttpAgent | HttpsAgent;
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

// Each visitor and each new account connects from its own loopback address, as people come
// from their own lines: the proxy drops any X-Forwarded-For a client sends and names the
// address it saw, so that address is the one every per-address limit counts.
const visitorAddress = (n: number) => loopbackAddress(1, n + 1);
const registrantAddress = (n: number) => loopbackAddress(2, n + 1);

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
    const from = { agent: plan.agent, headers: browserHeaders, localAddress: visitorAddress(n) };
    while (Date.now() < deadline) {
      const [kind, path] = reads[Math.floor(Math.random() * reads.length)] ?? ["GET /", () => "/"];
      await measured(tallies, kind, 200, () => clientRequest(new URL(path(), plan.base).href, from));
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
    };
    const from = { agent: plan.agent, method: "POST", headers, body, localAddress: registrantAddress(n) };
    registrations.push(
      measured(tallies, "POST /api/register", 201, () => clientRequest(new URL("/api/register", plan.base).href, from)),
    );
  };
  const registering = setInterval(registerDue, 1000 / plan.registrationsPerSecond);

  await Promise.all(Array.from({ length: plan.visitors }, (_, n) => visitor(n)));
  clearInterval(registering);
  registerDue();
  await Promise.all(registrations);
  return tallies;
}
