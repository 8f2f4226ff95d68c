import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumFlags } from "../ensure-chromium.ts";

// Everything a visitor's phone loads on a first visit, counted in a real browser: not only the
// first load of the HTML's scripts, but every chunk the page asks for afterwards (the live status,
// lazy sections, the consent banner) until it has been idle for a while. A budget of the first load
// alone stayed green while a page fetched 22 more chunks right after it was on screen.

/** How long a page must ask for no new script before the count ends; and at least this long after the load. */
const quietMs = 1500;
const atLeastMs = 3000;

export interface VisitFigures {
  path: string;
  /** Every script the page requested, with its size as the server sends it to a phone (brotli). */
  scripts: Array<{ url: string; bytes: number }>;
  scriptBytes: number;
  /** Every request of the visit, of any kind (the live stream included). */
  requests: number;
}

/** The brotli size of a built file, from the `.br` the build wrote beside it. */
function brotliBytes(dir: string, pathname: string): number {
  const file = join(dir, decodeURIComponent(pathname));
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  if (existsSync(file)) return brotliCompressSync(readFileSync(file)).length;
  throw new Error(`${pathname} wurde angefordert, liegt aber nicht im Build (${dir}).`);
}

/** Opens `path` as a new visitor on a phone-sized screen and counts what it loads until it is idle. */
export async function visitPage(
  base: string,
  path: string,
  options: { dir: string; chromePath: string },
): Promise<VisitFigures> {
  const browser = await chromium.launch({ executablePath: options.chromePath, args: chromiumFlags });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: "de-DE",
    });
    const page = await context.newPage();
    const scripts = new Set<string>();
    let requests = 0;
    let lastScriptAt = Date.now();
    page.on("request", (request) => {
      requests += 1;
      if (request.resourceType() !== "script") return;
      scripts.add(request.url());
      lastScriptAt = Date.now();
    });
    await page.goto(`${base}${path}`, { waitUntil: "load" });
    const loadedAt = Date.now();
    while (Date.now() - loadedAt < atLeastMs || Date.now() - lastScriptAt < quietMs) {
      await page.waitForTimeout(250);
    }
    const list = [...scripts]
      .filter((url) => new URL(url).origin === base)
      .map((url) => ({ url: new URL(url).pathname, bytes: brotliBytes(options.dir, new URL(url).pathname) }));
    const foreign = [...scripts].filter((url) => new URL(url).origin !== base);
    if (foreign.length > 0) throw new Error(`Skripte von fremden Adressen ohne Einwilligung: ${foreign.join(", ")}`);
    return { path, scripts: list, scriptBytes: list.reduce((sum, s) => sum + s.bytes, 0), requests };
  } finally {
    await browser.close();
  }
}
