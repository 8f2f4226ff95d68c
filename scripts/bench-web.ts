import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, ensureChromium } from "./ensure-chromium.ts";
import { freePort } from "./free-port.ts";

// `npm run bench:web [-- --runs 5 --no-build --port N]`: Lighthouse's mobile preset (its default:
// a mid-range phone on a slow 4G line, simulated) against the production build of `/` and
// `/berater`, served by the real server on a fresh demo database. Prints the median run of
// each page: score, LCP, TBT, CLS and the JavaScript transferred. Not part of `npm test`.

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "no-build": { type: "boolean", default: false },
    // The server's port (Chromium's debugging port is the next one); a free one when not given.
    port: { type: "string" },
  },
});
const runs = Math.max(1, Number(values.runs));
const pages = ["/", "/berater"];
const targets = { score: 95, cls: 0.05 };

if (!values["no-build"]) {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKiB: number;
}

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = values.port ? Number(values.port) : await freePort();
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-web-"));
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(dir, "portal.sqlite")}`,
      DATA_DIR: dir,
      DEMO_SEED: "1",
      LOG_LEVEL: "warn",
      GA_MEASUREMENT_ID: "",
      ADS_CONVERSION_ID: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    async stop() {
      const exited = new Promise((resolve) => child.on("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const summary = lhr.audits["resource-summary"]?.details;
  const items =
    summary && "items" in summary ? (summary.items as Array<{ resourceType?: string; transferSize?: number }>) : [];
  const script = items.find((item) => item.resourceType === "script")?.transferSize ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    scriptKiB: script / 1024,
  };
}

function median(all: Figures[]): Figures {
  const sorted = [...all].sort((x, y) => x.score - y.score);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error("no Lighthouse run");
  return middle;
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  ...(values.port ? { port: Number(values.port) + 1 } : {}),
  chromePath: ensureChromium(),
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
let failed = false;
try {
  console.log(`Lighthouse ${runs}× je Seite, mobile Voreinstellung, Median nach Punktzahl (${server.base})`);
  console.log("Seite      Punkte  LCP       TBT      CLS     JavaScript (übertragen)");
  for (const page of pages) {
    const all: Figures[] = [];
    for (let i = 0; i < runs; i++) all.push(await measure(`${server.base}${page}`, chrome.port));
    const m = median(all);
    const ok = m.score >= targets.score && m.cls < targets.cls;
    failed ||= !ok;
    console.log(
      `${page.padEnd(10)} ${String(m.score).padStart(6)}  ${(m.lcpMs / 1000).toFixed(1).padStart(5)} s  ` +
        `${Math.round(m.tbtMs).toString().padStart(5)} ms  ${m.cls.toFixed(3)}   ${m.scriptKiB.toFixed(0)} KiB` +
        `   ${ok ? "im Ziel" : `Ziel verfehlt (Punkte ≥ ${targets.score}, CLS < ${targets.cls})`}`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
