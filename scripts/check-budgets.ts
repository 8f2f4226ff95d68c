import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chunkModulesFile } from "./budgets/chunk-modules.ts";
import {
  budgets,
  evaluatePage,
  kib,
  scriptCeilingBytes,
  withinBudget,
  withinCeiling,
  type PageFigures,
} from "./budgets/evaluate.ts";
import type { Manifest } from "./budgets/first-load.ts";
import { prerenderedDir, prerenderedPages } from "../src/shared/domain/prerendered-pages.ts";
import { routeModules } from "./prerender/route-modules.ts";
import { visitBudgets, visitCeilings, visitWithin } from "./budgets/visit-budgets.ts";
import { visitPage, type VisitFigures } from "./budgets/visit.ts";
import { ensureChromium } from "./ensure-chromium.ts";
import { freePort } from "./free-port.ts";
import { startServer, stopServer } from "./lib/server-process.ts";

// `node scripts/check-budgets.ts [--dir dist/client] [--verbose]`: from the production build,
// what a visitor downloads on a first load of `/` and `/berater`, gzipped at level 9 as the
// build precompresses it, against the budgets; then, in Chromium against the real server, every
// script a new visitor's phone loads until the page is idle (brotli, as sent), and in how many
// requests. Run by `npm test`: it exits with 1 when the CSS is over budget, a logged-in area is
// in a first load, or the scripts grow past their ceiling (set just above today's figure while
// they are still over their budget).

const { values } = parseArgs({
  options: { dir: { type: "string", default: "dist/client" }, verbose: { type: "boolean", default: false } },
});
const dir = values.dir;
const manifestPath = join(dir, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} fehlt: erst bauen (npx vite build).`);
  process.exit(1);
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(dir, file), "utf8")) as T;
/** The HTML the server sends for a page: its prerendered file when there is one, else the shell. */
const pageHtml = (path: string) => {
  const file = prerenderedPages.find((page) => page.path === path)?.file;
  const prerendered = file ? join(dir, prerenderedDir, file) : "";
  return readFileSync(prerendered && existsSync(prerendered) ? prerendered : join(dir, "index.html"), "utf8");
};
const gzippedBytes = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

const pages = (["/", "/berater"] as const).map((path) => {
  const routeSource = routeModules[path];
  if (!routeSource) throw new Error(`Kein Routenmodul für ${path}`);
  return { path, routeSource, html: pageHtml(path) };
});
const input = {
  manifest: readJson<Manifest>(".vite/manifest.json"),
  chunkModules: readJson<Record<string, string[]>>(chunkModulesFile),
  gzippedBytes,
  pages,
};

const format = (bytes: number) => `${(bytes / kib).toFixed(1)} KiB`;
const line = (label: string, bytes: number, budget: number) =>
  `  ${label.padEnd(28)} ${format(bytes).padStart(10)} von ${format(budget).padStart(10)}  ${bytes <= budget ? "✔" : "✘ über dem Budget"}`;

function report(figures: PageFigures): void {
  console.log(`${figures.path} (gzip):`);
  console.log(line(`JavaScript, ${figures.scripts.length} Dateien`, figures.scriptBytes, budgets.scriptBytes));
  console.log(line("JavaScript, Obergrenze bis dahin", figures.scriptBytes, scriptCeilingBytes));
  console.log(line(`CSS, ${figures.styles.length} Dateien`, figures.styleBytes, budgets.styleBytes));
  if (values.verbose) {
    for (const item of [...figures.scripts, ...figures.styles].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`    ${format(item.bytes).padStart(10)}  ${item.file}`);
    }
  }
  for (const chunk of figures.loggedInChunks) {
    console.log(`  ✘ ${chunk.file} gehört zu einem Bereich für Angemeldete (${chunk.module})`);
  }
}

let budgetsMet = true;
let ok = true;
for (const page of pages) {
  const figures = evaluatePage(input, page);
  report(figures);
  budgetsMet &&= withinBudget(figures);
  ok &&= withinCeiling(figures);
}

function reportVisit(figures: VisitFigures): void {
  const budget = visitBudgets[figures.path];
  if (!budget) return;
  console.log(`${figures.path}, alles bis die Seite ruht (brotli, ${figures.requests} Anfragen insgesamt):`);
  console.log(line(`JavaScript, ${figures.scripts.length} Dateien`, figures.scriptBytes, budget.scriptBytes));
  console.log(
    `  ${"Skript-Anfragen".padEnd(28)} ${String(figures.scripts.length).padStart(10)} von ${String(budget.scriptRequests).padStart(10)}  ${figures.scripts.length <= budget.scriptRequests ? "✔" : "✘ über dem Budget"}`,
  );
  if (values.verbose) {
    for (const item of [...figures.scripts].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`    ${format(item.bytes).padStart(10)}  ${item.url}`);
    }
  }
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), "portal-budgets-"));
const server = await startServer(
  base,
  {
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${join(work, "portal.sqlite")}`,
    DATA_DIR: work,
    DEMO_SEED: "1",
    GA_MEASUREMENT_ID: "",
    ADS_CONVERSION_ID: "",
  },
  { waitMs: 60_000, showErrors: true },
);
try {
  for (const page of pages) {
    const figures = await visitPage(base, page.path, { dir, chromePath: ensureChromium() });
    reportVisit(figures);
    budgetsMet &&= visitWithin(figures, visitBudgets);
    ok &&= visitWithin(figures, visitCeilings);
  }
} finally {
  await stopServer(server);
  rmSync(work, { recursive: true, force: true });
}

if (budgetsMet) console.log("Alle Budgets eingehalten.");
else if (ok) console.log("Budget für JavaScript noch überschritten; nichts ist über seine Obergrenze gewachsen.");
else console.log("Eine Obergrenze ist überschritten.");
process.exit(ok ? 0 : 1);
