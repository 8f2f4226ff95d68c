import { existsSync, readFileSync } from "node:fs";
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

// `node scripts/check-budgets.ts [--dir dist/client] [--verbose]`: from the production build,
// what a visitor downloads on a first load of `/` and `/berater`, gzipped at level 9 as the
// build precompresses it, against the budgets. Run by `npm test`: it exits with 1 when the CSS is
// over budget, a logged-in area is in a first load, or the scripts grow past their ceiling (set
// just above today's figure while they are still over their budget).

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
if (budgetsMet) console.log("Alle Budgets eingehalten.");
else if (ok) console.log("Budget für JavaScript noch überschritten; nichts ist über seine Obergrenze gewachsen.");
else console.log("Eine Obergrenze ist überschritten.");
process.exit(ok ? 0 : 1);
