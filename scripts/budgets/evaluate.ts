import { firstLoad, type Manifest } from "./first-load.ts";

export const kib = 1024;

/** What a visitor may download on a first load, gzipped: all scripts of one page, and its stylesheets. */
export const budgets = { scriptBytes: 100 * kib, styleBytes: 20 * kib };

/**
 * The scripts of a first load do not meet their budget yet (docs/benchmarks.md says by how much
 * and why). Until they do, this ceiling, just above today's figure, keeps them from growing: it
 * may only be lowered, towards the budget.
 */
export const scriptCeilingBytes = 141 * kib;

/**
 * Source modules of areas a visitor has no business loading first: the administration,
 * checkout and subscribing, the profile, credits, horoscopes and the card payment pages.
 */
const loggedInArea =
  /src\/client\/(?:features\/(?:admin|admin-card-test|checkout|profile|credits|horoscopes)\/|app\/routes\/(?:admin|admin-card-test|profile|credits|horoscopes|subscribe|subscription-success|subscription-cancel|card-redirect)-page\.tsx$)/;

export interface PageInput {
  path: string;
  html: string;
  /** The manifest key of the page's lazy route module, e.g. `app/routes/home-page.tsx`. */
  routeSource: string;
}

export interface PageFigures {
  path: string;
  scripts: Array<{ file: string; bytes: number }>;
  styles: Array<{ file: string; bytes: number }>;
  scriptBytes: number;
  styleBytes: number;
  /** First-load files holding a module of a logged-in area, each with the first such module. */
  loggedInChunks: Array<{ file: string; module: string }>;
}

export interface BudgetInput {
  manifest: Manifest;
  /** Built script file → its source modules (scripts/budgets/chunk-modules.ts). */
  chunkModules: Record<string, string[]>;
  /** The gzipped size of a built file (as the server sends it). */
  gzippedBytes: (file: string) => number;
  pages: PageInput[];
}

export function evaluatePage(input: BudgetInput, page: PageInput): PageFigures {
  const load = firstLoad(input.manifest, page.html, page.routeSource);
  const scripts = load.scripts.map((file) => ({ file, bytes: input.gzippedBytes(file) }));
  const styles = load.styles.map((file) => ({ file, bytes: input.gzippedBytes(file) }));
  const loggedInChunks = load.scripts.flatMap((file) => {
    const module = (input.chunkModules[file] ?? []).find((id) => loggedInArea.test(id));
    return module ? [{ file, module }] : [];
  });
  const sum = (list: Array<{ bytes: number }>) => list.reduce((total, item) => total + item.bytes, 0);
  return { path: page.path, scripts, styles, scriptBytes: sum(scripts), styleBytes: sum(styles), loggedInChunks };
}

export function withinBudget(figures: PageFigures): boolean {
  return (
    figures.scriptBytes <= budgets.scriptBytes &&
    figures.styleBytes <= budgets.styleBytes &&
    figures.loggedInChunks.length === 0
  );
}

/** What `npm test` holds a page to while its scripts are over budget: nothing may grow. */
export function withinCeiling(figures: PageFigures): boolean {
  return (
    figures.scriptBytes <= scriptCeilingBytes &&
    figures.styleBytes <= budgets.styleBytes &&
    figures.loggedInChunks.length === 0
  );
}
