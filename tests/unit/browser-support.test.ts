import { describe, expect, it } from "vitest";
import { isUnsupportedBrowser } from "../../src/client/lib/browser-support.ts";

const firefox = (v: string) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:${v}) Gecko/20100101 Firefox/${v}`;
const chrome = (v: string) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Safari/537.36`;
const samsung = (v: string, chromeVersion: string) =>
  `Mozilla/5.0 (Linux; Android 9; SAMSUNG SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/${v} Chrome/${chromeVersion} Mobile Safari/537.36`;
// Opera 49 and 50 run on Chromium 62/63, below Chrome's own limit: Opera's limit must win.
const opera = (v: string, chromeVersion: string) => `${chrome(chromeVersion)} OPR/${v}`;
const edge = (v: string) => `${chrome(v)} Edg/${v}`;
const safari = (v: string) =>
  `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v} Safari/605.1.15`;
const iosSafari = (v: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${v.replace(".", "_")} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v} Mobile/15E148 Safari/604.1`;

describe("isUnsupportedBrowser", () => {
  it.each([
    ["Firefox 59", true, firefox("59.0")],
    ["Firefox 60", false, firefox("60.0")],
    ["Samsung Internet 8.2", true, samsung("8.2", "63.0.3239.111")],
    ["Samsung Internet 9.0", false, samsung("9.0", "67.0.3396.87")],
    ["Opera 49", true, opera("49.0.2725.64", "62.0.3202.94")],
    ["Opera 50", false, opera("50.0.2762.58", "63.0.3239.132")],
    ["Chromium Edge 79", true, edge("79.0.309.43")],
    ["Chromium Edge 80", false, edge("80.0.361.48")],
    ["Chrome 69", true, chrome("69.0.3497.100")],
    ["Chrome 70", false, chrome("70.0.3538.77")],
    ["Safari 11.1", true, safari("11.1.2")],
    ["Safari 12", false, safari("12.0")],
    ["iOS Safari 11.4", true, iosSafari("11.4")],
    ["iOS Safari 12.0", false, iosSafari("12.0")],
  ])("%s -> unsupported: %s", (_label, expected, userAgent) => {
    expect(isUnsupportedBrowser(userAgent)).toBe(expected);
  });

  it("always warns on Internet Explorer", () => {
    expect(isUnsupportedBrowser("Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko")).toBe(true);
    expect(isUnsupportedBrowser("Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)")).toBe(true);
  });

  it("always warns on legacy Edge (EdgeHTML)", () => {
    const legacyEdge = `${chrome("70.0.3538.102")} Edge/18.17763`;
    expect(isUnsupportedBrowser(legacyEdge)).toBe(true);
  });

  it("reads the browsers of phones by their own names", () => {
    const android = (v: string) =>
      `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Mobile Safari/537.36`;
    expect(isUnsupportedBrowser(android("69.0.3497.100"))).toBe(true);
    expect(isUnsupportedBrowser(android("142.0.7444.59"))).toBe(false);
    const chromeOnIphone = (v: string) =>
      `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/${v} Mobile/15E148 Safari/604.1`;
    expect(isUnsupportedBrowser(chromeOnIphone("69.0.3497.105"))).toBe(true);
    expect(isUnsupportedBrowser(chromeOnIphone("142.0.7444.46"))).toBe(false);
    expect(isUnsupportedBrowser(`${chrome("79.0.3945.79")} EdgA/79.0.309.43`)).toBe(true);
  });

  it("accepts a current Chrome and a current Firefox", () => {
    expect(isUnsupportedBrowser(chrome("141.0.7390.54"))).toBe(false);
    expect(isUnsupportedBrowser(firefox("143.0"))).toBe(false);
  });

  it("does not warn when the browser cannot be recognised", () => {
    expect(isUnsupportedBrowser("")).toBe(false);
    expect(isUnsupportedBrowser("curl/8.5.0")).toBe(false);
  });
});
