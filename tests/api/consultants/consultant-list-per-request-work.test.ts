import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// What GET /api/consultants pays for on every request (docs/decisions/0052): no hook meant for
// other routes, no log line for a success.

const lines: string[] = [];
const logger = {
  level: "info",
  stream: new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  }),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger });
});
afterAll(() => t.close());

/** The hook names Fastify prints for one route, e.g. its onSend hooks. */
function hooksOf(method: string, url: string): string {
  const tree = t.app.printRoutes({ includeHooks: true, commonPrefix: false }).split("\n");
  const at = tree.findIndex((line) => line.trimEnd().endsWith(`${url.slice(1)} (${method})`));
  expect(at, `${method} ${url}`).toBeGreaterThanOrEqual(0);
  const hooks: string[] = [];
  for (const line of tree.slice(at + 1)) {
    if (!line.includes("• (")) break;
    hooks.push(line);
  }
  return hooks.join("\n");
}

describe("the public consultant list's per-request work", () => {
  it("carries none of the hooks of the routes that conclude orders", () => {
    const orders = hooksOf("POST", "/api/subscription");
    expect(orders).toContain("mailOrderConfirmations");
    expect(orders).toContain("runPaymentFollowUps");
    const list = hooksOf("GET", "/api/consultants");
    expect(list).not.toContain("mailOrderConfirmations");
    expect(list).not.toContain("runPaymentFollowUps");
  });

  it("writes no log line for a success, as other routes do", async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: "GET", url: "/api/consultants" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/extensions/static" })).statusCode).toBe(200);
    const requests = lines.map((line) => JSON.parse(line) as { msg?: string; url?: string });
    expect(requests.filter((line) => line.msg === "request").map((line) => line.url)).toEqual([
      "/api/extensions/static",
    ]);
  });
});
