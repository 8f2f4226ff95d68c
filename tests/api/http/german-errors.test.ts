import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createAdmin, createUser } from "../../../src/server/db/seed/factories.ts";
import { expectGermanRefusal } from "../../support/german-refusal.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { collectRoutes, type CollectedRoute } from "../../support/route-collector.ts";
import { statusStreamPath } from "../../../src/shared/schemas/live-status.ts";

// Every route of the API, fed with input no well-behaved client sends, must answer below 500,
// every refusal as JSON { message } in German, and a refusal must write nothing. The routes are
// collected from the built app itself, so a new route is covered without touching this file.

let t: ListeningTestApp;
let routes: CollectedRoute[] = [];
const sessions: Record<"guest" | "user" | "admin", string | undefined> = {
  guest: undefined,
  user: undefined,
  admin: undefined,
};

beforeAll(async () => {
  // Listening, so that a request that happens to be valid reaches the payment sandbox over HTTP.
  const collected = await collectRoutes(() => createListeningTestApp({ RATE_LIMIT_SCALE: "1000" }));
  t = collected.result;
  routes = collected.routes;
  const db = t.database.handle.db;
  for (const [role, account] of [
    ["admin", await createAdmin(db, { phone: "+4915100000777" })],
    ["user", await createUser(db)],
  ] as const) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: t.origin },
      payload: { identifier: account.phone, password: account.password },
    });
    const sid = res.cookies.find((c) => c.name === "sid")?.value;
    if (!sid) throw new Error(`no session for ${role}`);
    sessions[role] = sid;
  }
});
afterAll(() => t.close());

// The portal's own API. The emulators under /__sandbox/ answer as the providers do (PayPal's
// English error names are part of what they emulate); page routes answer with the client's HTML.
// The live status stream never ends, so an injected request would wait for good: it has its
// own tests over real HTTP (tests/api/live-status).
const apiRoutes = () =>
  routes.filter(
    (r) =>
      r.method !== "HEAD" && r.url !== statusStreamPath && (r.url.startsWith("/api/") || r.url.startsWith("/paypal/")),
  );

// Tables a refused request must leave alone (rate-limit counters are expected to count).
const tables = [
  "users",
  "sessions",
  "registration_grants",
  "password_reset_tokens",
  "subscriptions",
  "payments",
  "payment_events",
  "conversions",
  "contact_messages",
  "contract_declarations",
  "calls",
  "card_orders",
  "settings",
  "consultants",
] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const columns = tables.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`);
  const { rows } = await sql<Record<string, number | string>>`select ${sql.join(columns)}`.execute(
    t.database.handle.db,
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

interface BadRequest {
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  role: keyof typeof sessions;
}

/** The top-level keys a route's body schema knows, so that bad values can be aimed at them. */
function keysOf(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

const weirdValue = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [1, 2], { a: 1 }, "", " ", "0", "-1", "1e999", "null", "<script>"),
  fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 99999999999),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
  fc.constant("x".repeat(5000)),
);

function jsonBodies(keys: string[]): fc.Arbitrary<unknown> {
  const known = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant("feld");
  return fc.oneof(
    // missing fields
    fc.constant({}),
    // wrong types, out-of-range numbers, long strings, aimed at the route's own fields
    fc.dictionary(known, weirdValue, { minKeys: 1, maxKeys: 4 }),
    // unknown fields only
    fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
      minKeys: 1,
      maxKeys: 3,
    }),
    // not an object at all
    fc.constantFrom([], "text", 42, null, true, [{}]),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

const rawBodies = fc.oneof(
  // malformed JSON
  fc.record({
    contentType: fc.constant("application/json"),
    payload: fc.constantFrom("{", '{"a":', "[1,2", "{'a':1}", "nul", "{}}", '{"a":1,}', "\u0000", ""),
  }),
  // wrong content types
  fc.record({
    contentType: fc.constantFrom(
      "text/plain",
      "application/xml",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/octet-stream",
      "image/png",
    ),
    payload: fc.constantFrom("hallo", "<a>1</a>", "a=1&b=2", "--x\r\n\r\n--x--", "\u00ff\u00fe"),
  }),
  // larger than any body the portal accepts
  fc.constant({ contentType: "application/json", payload: JSON.stringify({ text: "x".repeat(70 * 1024) }) }),
);

const badParam = fc.constantFrom(
  "abc",
  "-1",
  "0",
  "1.5",
  "1e999",
  "99999999999999999999",
  "%ZZ",
  "%00",
  "x".repeat(300),
  "%2e%2e",
  "null",
  " ",
);
const badQuery = fc.oneof(
  fc.constant(""),
  fc.constantFrom("?caller=", "?caller=%ZZ", `?caller=${"9".repeat(100)}`, "?a[b]=1", "?__proto__=1", "?x=1&x=2"),
);

function requestsFor(route: CollectedRoute): fc.Arbitrary<BadRequest> {
  const hasParams = route.url.includes(":");
  const url = fc
    .tuple(fc.array(fc.oneof(badParam, fc.constant("1")), { minLength: 2, maxLength: 2 }), badQuery)
    .map(([params, query]) => {
      let i = 0;
      return route.url.replace(/:[A-Za-z]+/g, () => params[i++ % params.length] ?? "1") + (hasParams ? "" : query);
    });
  // A logout would end the session the other requests use.
  const role =
    route.url === "/api/auth/logout"
      ? fc.constant("guest" as const)
      : fc.constantFrom("guest", "user", "admin" as const);
  const withBody = route.method !== "GET" && route.method !== "DELETE";
  const body = withBody
    ? fc.oneof(
        jsonBodies(keysOf(route.schema?.body)).map((value) => ({
          contentType: "application/json",
          payload: JSON.stringify(value),
        })),
        rawBodies,
      )
    : fc.constant({ contentType: undefined, payload: undefined });
  return fc.record({ url, role, body }).map(({ url, role, body }) => ({
    method: route.method,
    url,
    role,
    ...(body.contentType === undefined ? {} : { contentType: body.contentType }),
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  }));
}

async function send(request: BadRequest) {
  const sid = sessions[request.role];
  return t.app.inject({
    method: request.method as "GET" | "POST",
    url: request.url,
    headers: {
      origin: t.origin,
      ...(sid ? { cookie: `sid=${sid}` } : {}),
      ...(request.contentType ? { "content-type": request.contentType } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

describe("bad input on every API route", () => {
  it("finds the API routes of the built app", () => {
    const urls = apiRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls.length).toBeGreaterThan(30);
    expect(urls).toContain("POST /api/users");
    expect(urls).toContain("GET /api/users/:id");
  });

  // 40 runs for each of some 70 routes take about 20 s on PostgreSQL, the suite's default limit.
  it(
    "is never answered with a 5xx; every refusal is German JSON { message } and writes nothing",
    { timeout: 90_000 },
    async () => {
      for (const route of apiRoutes()) {
        await fc.assert(
          fc.asyncProperty(requestsFor(route), async (request) => {
            const label = `${request.method} ${request.url} as ${request.role} (${request.contentType ?? "-"}): ${request.payload?.slice(0, 120) ?? ""}`;
            const before = await rowCounts();
            const res = await send(request);
            expect(res.statusCode, `${label} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expectGermanRefusal(res, `${label} -> ${res.body.slice(0, 200)}`);
              expect(await rowCounts(), label).toEqual(before);
            }
          }),
          { numRuns: 40 },
        );
      }
    },
  );

  it("answers the framework's own refusals in German: undecodable URL, oversized, malformed or foreign bodies", async () => {
    const cases: BadRequest[] = [
      { method: "GET", url: "/api/users/%ZZ", role: "user" },
      { method: "GET", url: `/api/card-orders/${"x".repeat(200)}%`, role: "user" },
      { method: "POST", url: "/api/contact", role: "guest", contentType: "application/json", payload: "{" },
      { method: "POST", url: "/api/contact", role: "guest", contentType: "text/plain", payload: "hallo" },
      { method: "POST", url: "/api/contact", role: "guest", contentType: "application/xml", payload: "<a/>" },
      {
        method: "POST",
        url: "/api/contact",
        role: "guest",
        contentType: "application/json",
        payload: "x".repeat(70 * 1024),
      },
      { method: "POST", url: "/api/auth/login", role: "guest", contentType: "application/json", payload: "[]" },
      {
        method: "POST",
        url: "/api/auth/login",
        role: "guest",
        contentType: "application/json",
        payload: '{"identifier":5}',
      },
    ];
    for (const request of cases) {
      const res = await send(request);
      const label = `${request.method} ${request.url.slice(0, 60)} ${request.contentType ?? ""} -> ${res.body.slice(0, 200)}`;
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      expectGermanRefusal(res, label);
    }
  });

  it("answers every other method on an API path with German JSON too", async () => {
    // A path may serve several methods (GET and PUT); only the ones it does not serve are refused.
    // "/api/reviews/own" is served for PUT too, by PUT /api/reviews/:id.
    const pattern = (url: string) => new RegExp(`^${url.replace(/:[A-Za-z]+/g, "[^/]+")}$`);
    const served = apiRoutes().map((r) => ({ method: r.method, pattern: pattern(r.url) }));
    for (const route of apiRoutes()) {
      for (const method of ["PUT", "DELETE", "PATCH"] as const) {
        const url = route.url.replace(/:[A-Za-z]+/g, "1");
        if (served.some((s) => s.method === method && s.pattern.test(url))) continue;
        const res = await t.app.inject({ method, url, headers: { origin: t.origin } });
        expect(res.statusCode, `${method} ${route.url}`).toBe(404);
        expectGermanRefusal(res, `${method} ${route.url}`);
      }
    }
  });
});
