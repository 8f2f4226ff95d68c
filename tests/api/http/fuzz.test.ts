import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createMember } from "../../../src/server/db/seed/factories.ts";
import { seedDemoData } from "../../../src/server/db/seed/seed.ts";
import { signBody } from "../../../src/server/modules/telephony/signature.ts";
import { Callers } from "../../support/fuzz/callers.ts";
import { dataTables } from "../../support/fuzz/data-tables.ts";
import { changedParts, fingerprint, unclassifiedTables, type Fingerprint } from "../../support/fuzz/fingerprint.ts";
import { routeExamples } from "../../support/fuzz/route-examples.ts";
import { requestsFor, type FuzzRequest, type RequestParts } from "../../support/fuzz/route-requests.ts";
import { routeWrites } from "../../support/fuzz/route-writes.ts";
import { expectGermanRefusal } from "../../support/german-refusal.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { collectRoutes, type CollectedRoute } from "../../support/route-collector.ts";
import { statusStreamPath } from "../../../src/shared/schemas/live-status.ts";

// Requests generated from every API route's own schemas, valid ones and ones with a field
// broken, from a guest, a member and the administrator: never a 5xx, every refusal German JSON,
// every success as the route declares it, and no request changes data it should not
// (tests/support/fuzz/). `npm run test:fuzz` runs many more; FUZZ_SEED and FUZZ_PATH replay one.

const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 4);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const path = process.env.FUZZ_PATH;

let t: ListeningTestApp;
let routes: CollectedRoute[] = [];
let callers: Callers;
let examples: Record<string, RequestParts[]> = {};
// The data after the last request, which is the next one's before: nothing else writes between
// two requests, except a renewed session, which drops it.
let lastFingerprint: Fingerprint | undefined;
// Answers per route and status, printed with FUZZ_SUMMARY=1 to see how deep the requests got.
const answers = new Map<string, number>();

beforeAll(async () => {
  // The portal's minute jobs (provider cancellations, stale credit holds, horoscope mails) change
  // other accounts' data by design; their timers stand still here, so that every change seen
  // during a request is the request's own.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  // Listening, so that a valid payment request reaches the payment sandbox over HTTP.
  const collected = await collectRoutes(() => createListeningTestApp({ RATE_LIMIT_SCALE: "1000" }));
  t = collected.result;
  routes = collected.routes;
  const db = t.database.handle.db;
  // Other accounts with a membership, calls and credits, consultants and horoscopes: data the
  // guest and the member must not reach.
  const admin = { phone: "+4915100000777", password: "fuzz-admin-1" };
  await seedDemoData(db, admin);
  const member = await createMember(db, { password: "fuzz-member-1" });
  callers = new Callers(t.app, t.origin);
  await callers.add("admin", { id: 1, ...admin });
  await callers.add("user", { id: member.id, phone: member.phone, password: member.password });
  examples = await routeExamples(db, { origin: t.origin, memberId: member.id });
}, 120_000);
afterAll(async () => {
  if (process.env.FUZZ_SUMMARY === "1") {
    console.log(
      [...answers]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, n]) => `${k}: ${n}`)
        .join("\n"),
    );
  }
  await t.close();
  vi.useRealTimers();
});

// The live status stream never ends, so an injected request would wait for good: it has its
// own tests over real HTTP (tests/api/live-status).
const apiRoutes = () =>
  routes.filter(
    (r) =>
      r.method !== "HEAD" && r.url !== statusStreamPath && (r.url.startsWith("/api/") || r.url.startsWith("/paypal/")),
  );

// A logout would end the session the other requests use; only the carrier signs its requests.
const rolesFor = (route: CollectedRoute) =>
  route.url === "/api/auth/logout"
    ? (["guest"] as const)
    : route.url.startsWith("/api/telephony/")
      ? (["guest", "carrier"] as const)
      : (["guest", "user", "admin"] as const);

function declaredResponse(route: CollectedRoute, status: number): z.ZodType | undefined {
  const responses = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  const schema = responses?.[String(status)];
  return schema instanceof z.ZodType ? schema : undefined;
}

/** The carrier's token and the signature over the exact body it sends. */
function carrierHeaders(raw: string | undefined): Record<string, string> {
  const { token, secret } = t.config.telephony;
  return { authorization: `Bearer ${token}`, ...(raw === undefined ? {} : { "x-signature": signBody(raw, secret) }) };
}

async function send(request: FuzzRequest) {
  const cookie = callers.cookieOf(request.role);
  const raw = request.body === undefined ? undefined : JSON.stringify(request.body);
  return t.app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: {
      origin: t.origin,
      ...(cookie ? { cookie } : {}),
      ...(raw === undefined ? {} : { "content-type": "application/json" }),
      ...(request.role === "carrier" ? carrierHeaders(raw) : {}),
    },
    ...(raw === undefined ? {} : { payload: raw }),
  });
}

/** After the request: renews a session the answer replaced or ended; true when it did. */
async function keepSessions(route: CollectedRoute, request: FuzzRequest, res: Awaited<ReturnType<typeof send>>) {
  let renewed = false;
  if (res.statusCode < 300 && route.url === "/api/admin/users/:id/reset-password") {
    const target = callers.roleOfAccount(Number(decodeURIComponent(request.url.split("/")[4] ?? "")));
    const password = (request.body as { newPassword?: string }).newPassword;
    if (target && password) {
      await callers.passwordChanged(target, password);
      renewed = true;
    }
  }
  if ((request.role === "user" || request.role === "admin") && res.cookies.some((c) => c.name === "sid")) {
    await callers.signIn(request.role);
    renewed = true;
  }
  return renewed;
}

async function check(route: CollectedRoute, request: FuzzRequest): Promise<void> {
  const db = t.database.handle.db;
  const callerId = callers.idOf(request.role);
  const before = lastFingerprint ?? (await fingerprint(db));
  lastFingerprint = undefined;
  const res = await send(request);
  const after = await fingerprint(db);
  lastFingerprint = (await keepSessions(route, request, res)) ? undefined : after;
  const answer = `${route.method} ${route.url} ${res.statusCode}`;
  answers.set(answer, (answers.get(answer) ?? 0) + 1);
  const label = `${request.method} ${request.url} as ${request.role} (${request.shape}) ${JSON.stringify(request.body)?.slice(0, 300) ?? ""} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  const changed = changedParts(before, after, callerId);
  if (res.statusCode >= 400) {
    expectGermanRefusal(res, label);
    expect(changed, `a refusal changed data: ${label}`).toEqual([]);
    return;
  }
  const declared = declaredResponse(route, res.statusCode);
  if (declared && String(res.headers["content-type"]).startsWith("application/json")) {
    const parsed = declared.safeParse(JSON.parse(res.body));
    expect(parsed.success, `answer differs from the declared schema: ${label}: ${parsed.error?.message ?? ""}`).toBe(
      true,
    );
  }
  if (request.role === "admin") return;
  const mayWrite = routeWrites[`${route.method} ${route.url}`] ?? [];
  const forbidden = changed.filter((part) => !part.endsWith(":own") && !mayWrite.includes(part.split(":")[0] ?? ""));
  expect(forbidden, `changed data the caller must not change: ${label}`).toEqual([]);
}

describe("requests generated from every route's schemas", () => {
  it("has examples only for routes that exist", () => {
    const known = new Set(apiRoutes().map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(examples).filter((key) => !known.has(key))).toEqual([]);
  });

  it("knows every table of the database: whose data it holds decides what a request may change", async () => {
    expect(await unclassifiedTables(t.database.handle.db)).toEqual([]);
    for (const tables of Object.values(routeWrites))
      for (const table of tables) expect(dataTables).toHaveProperty(table);
  });

  it(
    "never answers 5xx; refusals are German JSON and change nothing; successes match their schema and touch only what they may",
    { timeout: 60 * 60_000 },
    async () => {
      const all = apiRoutes();
      expect(all.length).toBeGreaterThan(40);
      const byIndex = fc.integer({ min: 0, max: all.length - 1 });
      const request = byIndex.chain((index) => {
        const route = all[index] as CollectedRoute;
        const known = examples[`${route.method} ${route.url}`] ?? [];
        return requestsFor(route, rolesFor(route), known).map((r) => ({ index, ...r }));
      });
      const result = await fc.check(
        fc.asyncProperty(request, ({ index, ...request }) => check(all[index] as CollectedRoute, request)),
        { numRuns: runsPerRoute * all.length, ...(seed === undefined ? {} : { seed }), ...(path ? { path } : {}) },
      );
      if (result.failed) {
        const replay = `FUZZ_SEED=${result.seed} FUZZ_PATH=${result.counterexamplePath ?? ""} FUZZ_RUNS=${runsPerRoute}`;
        const cause =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        throw new Error(`${fc.defaultReportMessage(result) ?? ""}\n${cause}\n\nReplay: ${replay}`);
      }
    },
  );
});
