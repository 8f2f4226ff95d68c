import { describe, expect, it, vi } from "vitest";
import { extractTrackingParams, takeTrackingParams } from "../../src/client/lib/tracking-params.ts";

describe("extractTrackingParams", () => {
  it("takes out the click ids and keeps other parameters and the hash", () => {
    const result = extractTrackingParams("https://portal.test/pricing?utm_source=ads&gclid=abc123&ref=x#faq");
    expect(result.params).toEqual({ gclid: "abc123" });
    expect(result.cleanedUrl).toBe("/pricing?utm_source=ads&ref=x#faq");
  });

  it("handles all three ids at once and drops the empty query", () => {
    const result = extractTrackingParams("https://portal.test/?gclid=g1&msclkid=m1&fbclid=f1");
    expect(result.params).toEqual({ gclid: "g1", msclkid: "m1", fbclid: "f1" });
    expect(result.cleanedUrl).toBe("/");
  });

  it("leaves the address alone when there is nothing to take out", () => {
    expect(extractTrackingParams("https://portal.test/berater?x=1#top")).toEqual({ params: {}, cleanedUrl: null });
  });

  it("keeps the exact encoding of the other parameters", () => {
    const result = extractTrackingParams("https://portal.test/?q=a%20b&name=J%C3%BCrgen&fbclid=F%2B1");
    expect(result.params).toEqual({ fbclid: "F+1" });
    expect(result.cleanedUrl).toBe("/?q=a%20b&name=J%C3%BCrgen");
  });

  it("removes an empty id without storing it and keeps the first of repeated ids", () => {
    const result = extractTrackingParams("https://portal.test/?msclkid=&gclid=first&gclid=second");
    expect(result.params).toEqual({ gclid: "first" });
    expect(result.cleanedUrl).toBe("/");
  });
});

describe("takeTrackingParams", () => {
  it("returns the ids and rewrites the address bar, keeping the router's state", () => {
    const replaceState = vi.fn();
    const routerState = { idx: 0, key: "default" };
    const fakeWindow = {
      location: { href: "https://portal.test/?gclid=g1&msclkid=m1&page=2#berater" },
      history: { state: routerState, replaceState },
    } as unknown as Window;

    expect(takeTrackingParams(fakeWindow)).toEqual({ gclid: "g1", msclkid: "m1" });
    expect(replaceState).toHaveBeenCalledWith(routerState, "", "/?page=2#berater");
  });

  it("does not touch the history without click ids", () => {
    const replaceState = vi.fn();
    const fakeWindow = {
      location: { href: "https://portal.test/contact" },
      history: { state: null, replaceState },
    } as unknown as Window;
    expect(takeTrackingParams(fakeWindow)).toEqual({});
    expect(replaceState).not.toHaveBeenCalled();
  });
});
