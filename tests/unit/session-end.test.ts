import type { QueryFunctionContext } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getQueryFn } from "../../src/client/lib/api-client.ts";
import { holdReadsWhile, sessionSettled } from "../../src/client/lib/auth/session-end.ts";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function readOf(url: string, controller = new AbortController()) {
  const context = { queryKey: [url], signal: controller.signal } as unknown as QueryFunctionContext;
  return { read: Promise.resolve(getQueryFn({ on401: "throw" })(context)), controller };
}

const ticks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("reads while the session ends", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("go out at once when no session is ending", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(readOf("/api/data-export").read).resolves.toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("wait for the ending, and are not sent when their query was removed meanwhile", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const logout = deferred();
    const ending = holdReadsWhile(async () => {
      await logout.promise;
    });
    const { read, controller } = readOf("/api/data-export");
    await ticks();
    expect(fetchMock).not.toHaveBeenCalled();

    // Removing the query aborts its signal, as the ending does after its request succeeded.
    controller.abort();
    logout.resolve();
    await ending;
    await expect(read).rejects.toMatchObject({ name: "AbortError" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("go out after a failed ending: the session is still there", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const logout = deferred();
    const ending = holdReadsWhile(() => logout.promise);
    const { read } = readOf("/api/data-export");
    await ticks();
    expect(fetchMock).not.toHaveBeenCalled();

    logout.reject(new Error("Der Server ist nicht erreichbar."));
    await expect(ending).rejects.toThrow("Der Server ist nicht erreichbar.");
    await expect(read).resolves.toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("wait for every ending when two overlap", async () => {
    const first = deferred();
    const second = deferred();
    const firstEnding = holdReadsWhile(() => first.promise);
    const secondEnding = holdReadsWhile(() => second.promise);
    let settled = false;
    void sessionSettled().then(() => {
      settled = true;
    });

    first.resolve();
    await firstEnding;
    await ticks();
    expect(settled).toBe(false);

    second.resolve();
    await secondEnding;
    await ticks();
    expect(settled).toBe(true);
  });
});
