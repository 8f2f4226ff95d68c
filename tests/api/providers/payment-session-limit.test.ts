import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../../src/server/http/rate-limit.ts";
import { createAgent } from "../../support/agent.ts";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("opening payment sessions", () => {
  it("is limited per IP address with a German 429, across both providers", async () => {
    const agent = createAgent(t.app);
    await login(agent, await createUser(t.database.handle.db));
    const { max } = rateLimits.paymentSessionPerIp;
    // Card payments are off, so each call is refused (403) without reaching a provider,
    // but every attempt still counts.
    for (let i = 0; i < max; i += 1) {
      const url = i % 2 === 0 ? "/api/maxpay/create" : "/api/maxpay/create-payment";
      expect((await agent.post(url, {})).statusCode).not.toBe(429);
    }
    const limited = await agent.post("/paypal/subscription", {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Zu viele/);
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("counts every spelling the router serves: percent-encoded paths and query strings", async () => {
    // Logged in: a guest is refused with 401 before any route's limit counts (the session is
    // checked before anything else the route reads, src/server/modules/auth/route-proof.ts).
    const agent = createAgent(t.app);
    await login(agent, await createUser(t.database.handle.db));
    const { max } = rateLimits.paymentSessionPerIp;
    const spellings = ["/api/paypal/subscriptio%6E", "/api/maxpay/create?x=1", "/api/maxpay/creat%65-payment?a=b"];
    for (let i = 0; i < max; i += 1) {
      const res = await agent.post(spellings[i % spellings.length] ?? "", {});
      // Served by the route (refused there: card payments are off, the body is empty), not by the 404 handler.
      expect(res.statusCode).not.toBe(404);
      expect(res.statusCode).not.toBe(429);
    }
    for (const url of spellings) expect((await agent.post(url, {})).statusCode).toBe(429);
  });
});
