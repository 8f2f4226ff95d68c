import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../../src/server/http/rate-limit.ts";
import { productionEnv } from "../../support/production-env.ts";
import { createTestApp, testOrigin, type TestApp } from "../../support/test-app.ts";

// The per-IP limits are only as good as the address they count: these tests watch the
// phone look-up limit to see which address the server took for the client.
const { max } = rateLimits.checkPhonePerIp;

function lookUp(t: TestApp, peer: string, forwardedFor?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/check-phone-exists",
    remoteAddress: peer,
    headers: { origin: testOrigin, ...(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }) },
    payload: { phone: "+4917011111111" },
  });
}

/** Statuses of `count` look-ups, each with its own forwarded-for value. */
async function statuses(
  t: TestApp,
  count: number,
  peer: string,
  forwardedFor: (i: number) => string,
): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push((await lookUp(t, peer, forwardedFor(i))).statusCode);
  return result;
}

const forged = (i: number) => `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`;

describe("TRUST_PROXY=1 (one proxy in front)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  it("counts the address the proxy appended, whatever the client wrote to the left of it", async () => {
    const proxy = "10.0.0.1";
    const answers = await statuses(t, max + 1, proxy, (i) => `${forged(i)}, 203.0.113.10`);
    expect(answers.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(answers[max]).toBe(429);
    // Another client behind the same proxy has a limit of its own.
    expect((await lookUp(t, proxy, "203.0.113.11")).statusCode).toBe(200);
  });
});

describe("TRUST_PROXY as a list of proxy addresses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.1" });
  });
  afterAll(() => t.close());

  it("takes X-Forwarded-For from a listed proxy", async () => {
    const answers = await statuses(t, max + 1, "192.0.2.1", (i) => `203.0.113.${i + 1}`);
    expect(answers.every((s) => s === 200)).toBe(true);
  });

  it("ignores X-Forwarded-For from any other peer", async () => {
    const answers = await statuses(t, max + 1, "198.51.100.50", (i) => `203.0.113.${i + 1}`);
    expect(answers.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(answers[max]).toBe(429);
  });
});

describe("without TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("ignores X-Forwarded-For entirely outside production", async () => {
    const answers = await statuses(t, max + 1, "10.0.0.1", (i) => `${forged(i)}, 203.0.113.${i + 1}`);
    expect(answers.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(answers[max]).toBe(429);
  });
});

describe("without TRUST_PROXY in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(productionEnv);
  });
  afterAll(() => t.close());

  it("trusts only a reverse proxy on the same host", async () => {
    const fromProxy = await statuses(t, max + 1, "127.0.0.1", (i) => `${forged(i)}, 203.0.113.${i + 1}`);
    expect(fromProxy.every((s) => s === 200)).toBe(true);
    const direct = await statuses(t, max + 1, "198.51.100.60", (i) => forged(i));
    expect(direct.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(direct[max]).toBe(429);
  });
});
