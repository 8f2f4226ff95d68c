import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import { statusStreamPath } from "../../../src/shared/schemas/live-status.ts";
import { paymentMessages } from "../../../src/shared/schemas/payments.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { collectRoutes, type CollectedRoute } from "../../support/route-collector.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// A caller without the proof a route names (http/api-security.ts) learns that it may not ask
// before anything about the question: 401 before the body or the path is validated, and for
// the administration's routes 403 for anyone else. The routes come from the app's own table,
// so a new route is covered the day it is registered (auth/route-proof.ts).

let t: TestApp;
let routes: CollectedRoute[];
let user: Agent;

beforeAll(async () => {
  const collected = await collectRoutes(() => createTestApp({ RATE_LIMIT_SCALE: "1000" }));
  t = collected.result;
  routes = collected.routes;
  user = createAgent(t.app);
  await login(user, await createUser(t.database.handle.db));
});
afterAll(() => t.close());

type Requirement = Record<string, unknown>;
const securityOf = (route: CollectedRoute) =>
  ((route.schema as { security?: Requirement[] } | undefined)?.security ?? []).map((r) => Object.keys(r));

// The live status stream never ends; its own tests use real HTTP (tests/api/live-status).
const apiRoutes = () =>
  routes.filter((r) => r.method !== "HEAD" && r.url.startsWith("/api/") && r.url !== statusStreamPath);
const sessionOnly = () =>
  apiRoutes().filter((r) => {
    const security = securityOf(r);
    return security.length > 0 && security.every((names) => names.includes("sessionCookie"));
  });
const sessionOrRegistration = () =>
  apiRoutes().filter((r) => securityOf(r).some((names) => names.includes("registrationFlow")));

/** The route's path with every parameter broken, and a body that fits no schema. */
function brokenRequest(route: CollectedRoute, headers: Record<string, string> = {}) {
  const url = route.url.replace(/:\w+/g, "kaputt");
  const withBody = route.method !== "GET" && route.method !== "DELETE";
  return t.app.inject({
    method: route.method as "GET",
    url,
    headers: {
      origin: t.config.publicOrigin,
      ...(withBody ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    ...(withBody ? { payload: '{"kaputt": ' } : {}),
  });
}

const answer = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body}`;

describe("the proof comes before the body", () => {
  it("finds the routes it checks in the route table", () => {
    expect(sessionOnly().length).toBeGreaterThan(60);
    expect(sessionOnly().map((r) => `${r.method} ${r.url}`)).toContain("POST /api/data-export");
    expect(sessionOrRegistration().length).toBeGreaterThanOrEqual(4);
  });

  it("answers a guest 401 on every logged-in route, whatever the body and the path", async () => {
    const wrong: string[] = [];
    for (const route of sessionOnly()) {
      const res = await brokenRequest(route);
      const message = route.config?.guestMessage ?? "Bitte melden Sie sich an.";
      if (res.statusCode !== 401 || res.json<{ message: string }>().message !== message)
        wrong.push(`${route.method} ${route.url}: ${answer(res)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers a guest 401 on the payment routes unless the browser has just registered", async () => {
    const wrong: string[] = [];
    for (const route of sessionOrRegistration()) {
      const res = await brokenRequest(route);
      if (res.statusCode !== 401 || res.json<{ message: string }>().message !== paymentMessages.loginRequired)
        wrong.push(`${route.method} ${route.url}: ${answer(res)}`);
      // With the registration's cookie the route itself reads the request, and then checks the grant.
      const registered = await brokenRequest(route, { cookie: "reg_flow=abgelaufen" });
      if (route.method === "POST" && registered.statusCode !== 400)
        wrong.push(`${route.method} ${route.url} with reg_flow: ${answer(registered)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers a logged-in member 403 on every route of the administration, whatever the body and the path", async () => {
    const adminRoutes = sessionOnly().filter((r) => r.url.startsWith("/api/admin/"));
    expect(adminRoutes.length).toBeGreaterThan(15);
    const cookie = [...user.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const wrong: string[] = [];
    for (const route of adminRoutes) {
      const res = await brokenRequest(route, { cookie });
      if (res.statusCode !== 403) wrong.push(`${route.method} ${route.url}: ${answer(res)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("still refuses a request from another website first, and keeps no idempotency key for a guest", async () => {
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/data-export",
      headers: { origin: "https://elsewhere.example", "content-type": "application/json" },
      payload: "{}",
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "Die Anfrage stammt nicht von dieser Website und wurde abgelehnt." });

    const guest = createAgent(t.app);
    const key = { headers: { "idempotency-key": "proof-before-body-1" } };
    const refused = await guest.post("/api/credits/purchase/paypal", {}, key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: "Bitte melden Sie sich an, um Credits zu kaufen." });
    // The same key from a member is a new request, not a replay of the guest's refusal.
    const asMember = await user.post("/api/credits/purchase/paypal", {}, key);
    expect(asMember.statusCode).toBe(400);
  });

  it("answers the data export's guest 401 before it reads the body", async () => {
    const res = await createAgent(t.app).post("/api/data-export", {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Bitte melden Sie sich an." });
  });
});
