import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers ok with the database in use", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: process.env.TEST_DATABASE_URL ? "postgres" : "sqlite" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 in German when the database is gone, while liveness still answers 200", async () => {
    const broken = await createTestApp();
    await broken.database.handle.close();
    const res = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: "Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.",
    });
    expect(res.headers["retry-after"]).toMatch(/^\d+$/);
    // Alive all the same: the process needs no restart, the database needs to come back.
    const live = await broken.app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    expect(live.headers["cache-control"]).toBe("no-store");
    await broken.app.close();
  });
});
