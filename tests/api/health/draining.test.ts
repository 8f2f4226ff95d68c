import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerDrainOnClose } from "../../../src/server/http/drain-on-close.ts";
import { startRepeatingJob } from "../../../src/server/http/repeating-job.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

const unavailable = "Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.";

// The drain before a stop (docs/decisions/0041): readiness fails, everything else is served.
describe("the drain before a stop", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("fails readiness in German with Retry-After while pages, the API and liveness answer 200", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect(t.app.drain.draining).toBe(false);

    const drained = t.app.drain.begin(600_000);
    expect(t.app.drain.draining).toBe(true);
    const ready = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: unavailable });
    expect(ready.headers["retry-after"]).toMatch(/^\d+$/);
    expect(ready.headers["cache-control"]).toBe("no-store");
    // Answers during the drain keep their connection: the process still serves.
    expect(ready.headers.connection).not.toBe("close");

    const live = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    for (const url of ["/api/consultants", "/"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.connection, url).not.toBe("close");
    }

    // A second stop signal ends the wait at once.
    t.app.drain.skip();
    await drained;
  });
});

describe("the jobs while draining", () => {
  it("start no new round once the drain has begun", { timeout: 30_000 }, async () => {
    const app = Fastify({ logger: false });
    registerDrainOnClose(app);
    let rounds = 0;
    startRepeatingJob(app, { name: "counting job", intervalMs: 10, firstAfterMs: 0, run: async () => rounds++ });
    await app.ready();
    while (rounds < 3) await new Promise((r) => setTimeout(r, 10));
    const drained = app.drain.begin(200);
    const atDrain = rounds;
    await drained;
    expect(rounds).toBe(atDrain);
    await app.close();
  });
});
