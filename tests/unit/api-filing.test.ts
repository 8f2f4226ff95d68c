import { afterEach, describe, expect, it, vi } from "vitest";
import { fileRequest } from "../../src/client/lib/api-filing.ts";

// The key a filing form sends: one per submission, kept for its repeats and retries.

function serverAnswering(...statuses: Array<number | "offline">) {
  const keys: string[] = [];
  let call = 0;
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    keys.push(new Headers(init.headers).get("Idempotency-Key") ?? "");
    const status = statuses[Math.min(call, statuses.length - 1)] ?? 200;
    call += 1;
    if (status === "offline") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify({ message: "ok" }), { status });
  });
  vi.stubGlobal("fetch", fetchMock);
  return keys;
}

const body = { name: "Erika", email: "erika@example.de" };
const attempt = (promise: Promise<unknown>) => promise.catch(() => undefined);

describe("fileRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends one key for a double submission under way, a new one once the portal answered", async () => {
    const keys = serverAnswering(200);
    await Promise.all([fileRequest("POST", "/api/contact", body), fileRequest("POST", "/api/contact", body)]);
    await fileRequest("POST", "/api/contact", body);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("keeps the key for a retry after no answer or a server error, and drops it after a refusal", async () => {
    const keys = serverAnswering("offline", 503, 400, 200);
    for (let i = 0; i < 4; i += 1) await attempt(fileRequest("POST", "/api/contact", body));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it("gives a changed form, or another address, its own key", async () => {
    const keys = serverAnswering("offline");
    await attempt(fileRequest("POST", "/api/contact", body));
    await attempt(fileRequest("POST", "/api/contact", { ...body, name: "Erik" }));
    await attempt(fileRequest("POST", "/api/contract-declarations/cancellation", body));
    expect(new Set(keys).size).toBe(3);
  });
});
