import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, NetworkError, apiRequest, getQueryFn } from "../../src/client/lib/api-client.ts";
import type { QueryFunctionContext } from "@tanstack/react-query";

function respondWith(body: string, init: ResponseInit) {
  const fetchMock = vi.fn(async () => new Response(body, init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.catch((caught: unknown) => caught);
  if (!(error instanceof ApiRequestError)) throw new Error("expected an ApiRequestError");
  return error;
}

describe("apiRequest error messages", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("prefers the message field of a JSON body", async () => {
    respondWith(JSON.stringify({ message: "Ungültige Anmeldedaten." }), { status: 401, statusText: "Unauthorized" });
    const error = await failureOf(apiRequest("POST", "/api/auth/login", { identifier: "x", password: "y" }));
    expect(error.message).toBe("Ungültige Anmeldedaten.");
    expect(error.status).toBe(401);
  });

  it("falls back to the raw text when it says more than the status text", async () => {
    respondWith("Datenbank nicht erreichbar", { status: 500, statusText: "Internal Server Error" });
    expect((await failureOf(apiRequest("GET", "/api/x"))).message).toBe("Datenbank nicht erreichbar");
  });

  it("uses the raw JSON text when the body has no message field", async () => {
    respondWith('{"error":"kaputt"}', { status: 400, statusText: "Bad Request" });
    expect((await failureOf(apiRequest("GET", "/api/x"))).message).toBe('{"error":"kaputt"}');
  });

  it("uses the status text when the body only repeats it", async () => {
    respondWith("Bad Gateway", { status: 502, statusText: "Bad Gateway" });
    expect((await failureOf(apiRequest("GET", "/api/x"))).message).toBe("Bad Gateway");
  });

  it("uses the status text for an empty body", async () => {
    respondWith("", { status: 503, statusText: "Service Unavailable" });
    expect((await failureOf(apiRequest("GET", "/api/x"))).message).toBe("Service Unavailable");
  });

  it("ends with HTTP {status} when nothing else is there", async () => {
    respondWith("", { status: 503 });
    expect((await failureOf(apiRequest("GET", "/api/x"))).message).toBe("HTTP 503");
  });

  it("keeps the server's own message apart from the fallbacks", async () => {
    respondWith(JSON.stringify({ message: "Betrag ungültig." }), { status: 422 });
    expect((await failureOf(apiRequest("POST", "/api/x", {}))).serverMessage).toBe("Betrag ungültig.");
    respondWith("<html>Bad Gateway</html>", { status: 502, statusText: "Bad Gateway" });
    const gateway = await failureOf(apiRequest("POST", "/api/x", {}));
    expect(gateway.message).toBe("<html>Bad Gateway</html>");
    expect(gateway.serverMessage).toBeNull();
  });

  it("reports a request without any answer as a NetworkError", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error: unknown = await apiRequest("POST", "/api/x", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiRequestError);
  });
});

describe("apiRequest and getQueryFn requests", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends cookies, and JSON with its content type only when there is a body", async () => {
    const fetchMock = respondWith("{}", { status: 200 });
    await apiRequest("POST", "/api/contact", { name: "Anna" });
    await apiRequest("POST", "/api/auth/logout");
    expect(fetchMock.mock.calls).toEqual([
      [
        "/api/contact",
        {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: '{"name":"Anna"}',
        },
      ],
      ["/api/auth/logout", { method: "POST", credentials: "include", headers: {}, body: undefined }],
    ]);
  });

  it("reads the first key element as URL and maps 401 to null only when asked", async () => {
    const context = {
      queryKey: ["/api/auth/me"],
      signal: new AbortController().signal,
    } as unknown as QueryFunctionContext;
    respondWith(JSON.stringify({ message: "Nicht angemeldet." }), { status: 401 });
    await expect(getQueryFn({ on401: "returnNull" })(context)).resolves.toBeNull();
    respondWith(JSON.stringify({ message: "Nicht angemeldet." }), { status: 401 });
    const error = await failureOf(Promise.resolve(getQueryFn({ on401: "throw" })(context)));
    expect(error.message).toBe("Nicht angemeldet.");
  });
});
