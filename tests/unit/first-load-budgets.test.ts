import { describe, expect, it } from "vitest";
import {
  budgets,
  evaluatePage,
  scriptCeilingBytes,
  withinBudget,
  withinCeiling,
  type BudgetInput,
} from "../../scripts/budgets/evaluate.ts";
import { firstLoad, htmlAssets, type Manifest } from "../../scripts/budgets/first-load.ts";

// A small build: the entry imports the runtime and lazily every page; the home page shares a
// form chunk with the subscription page, which also pulls in checkout code of its own.
const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    src: "index.html",
    isEntry: true,
    imports: ["_runtime.js"],
    dynamicImports: ["app/routes/home-page.tsx", "app/routes/subscribe-page.tsx", "app/routes/contact-page.tsx"],
    css: ["assets/index.css"],
  },
  "_runtime.js": { file: "assets/runtime.js" },
  "_form.js": { file: "assets/form.js", imports: ["_runtime.js"], dynamicImports: ["_dialog.js"] },
  "_dialog.js": { file: "assets/dialog.js", css: ["assets/dialog.css"] },
  "_checkout.js": { file: "assets/checkout.js", imports: ["_form.js"] },
  "app/routes/home-page.tsx": {
    file: "assets/home-page.js",
    src: "app/routes/home-page.tsx",
    isDynamicEntry: true,
    imports: ["_form.js"],
    css: ["assets/home-page.css"],
  },
  "app/routes/subscribe-page.tsx": {
    file: "assets/subscribe-page.js",
    src: "app/routes/subscribe-page.tsx",
    imports: ["_checkout.js"],
  },
  "app/routes/contact-page.tsx": { file: "assets/contact-page.js", src: "app/routes/contact-page.tsx" },
};

const html = `<!doctype html><html><head>
<link rel="icon" href="data:image/svg+xml,x" />
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime.js">
<link rel="stylesheet" crossorigin href="/assets/index.css">
</head><body><script nomodule src="/legacy-browser-warning.js"></script></body></html>`;

const sizes: Record<string, number> = {
  "assets/index.js": 40_000,
  "assets/runtime.js": 30_000,
  "assets/form.js": 20_000,
  "assets/home-page.js": 5_000,
  "assets/index.css": 9_000,
  "assets/home-page.css": 1_000,
};

function input(chunkModules: Record<string, string[]> = {}): BudgetInput {
  return { manifest, chunkModules, gzippedBytes: (file) => sizes[file] ?? 0, pages: [] };
}

describe("what a first visit downloads", () => {
  it("reads the module entry, the preloads and the stylesheets from the HTML, not the legacy script or inline icons", () => {
    expect(htmlAssets(html)).toEqual({
      scripts: ["assets/index.js", "assets/runtime.js"],
      styles: ["assets/index.css"],
    });
  });

  it("takes the entry, the page's lazy chunk and their static imports, but no further lazy chunk", () => {
    expect(firstLoad(manifest, html, "app/routes/home-page.tsx")).toEqual({
      scripts: ["assets/form.js", "assets/home-page.js", "assets/index.js", "assets/runtime.js"],
      styles: ["assets/home-page.css", "assets/index.css"],
    });
    expect(firstLoad(manifest, html, "app/routes/contact-page.tsx").scripts).toEqual([
      "assets/contact-page.js",
      "assets/index.js",
      "assets/runtime.js",
    ]);
  });

  it("fails loudly for a route the manifest does not know", () => {
    expect(() => firstLoad(manifest, html, "app/routes/missing-page.tsx")).toThrow(/missing-page/);
  });
});

describe("the budgets", () => {
  const home = { path: "/", html, routeSource: "app/routes/home-page.tsx" };

  it("sums the gzipped sizes of one page's scripts and stylesheets", () => {
    const figures = evaluatePage(input(), home);
    expect(figures.scriptBytes).toBe(95_000);
    expect(figures.styleBytes).toBe(10_000);
    expect(figures.loggedInChunks).toEqual([]);
    expect(withinBudget(figures)).toBe(true);
  });

  it("fails a page whose scripts or styles are over budget by a single byte", () => {
    const figures = evaluatePage(input(), home);
    expect(withinBudget({ ...figures, scriptBytes: budgets.scriptBytes + 1 })).toBe(false);
    expect(withinBudget({ ...figures, scriptBytes: budgets.scriptBytes })).toBe(true);
    expect(withinBudget({ ...figures, styleBytes: budgets.styleBytes + 1 })).toBe(false);
  });

  it("holds scripts over budget to their ceiling, styles and logged-in areas to the budget itself", () => {
    const figures = evaluatePage(input(), home);
    expect(withinCeiling({ ...figures, scriptBytes: scriptCeilingBytes })).toBe(true);
    expect(withinCeiling({ ...figures, scriptBytes: scriptCeilingBytes + 1 })).toBe(false);
    expect(withinCeiling({ ...figures, styleBytes: budgets.styleBytes + 1 })).toBe(false);
    expect(scriptCeilingBytes).toBeGreaterThan(budgets.scriptBytes);
  });

  it("fails a first load that holds a module of a logged-in area, named by its source", () => {
    const figures = evaluatePage(
      input({
        "assets/form.js": ["src/client/components/ui/input.tsx", "src/client/features/checkout/payment-texts.ts"],
        "assets/home-page.js": ["src/client/app/routes/home-page.tsx"],
        "assets/subscribe-page.js": ["src/client/app/routes/subscribe-page.tsx"],
      }),
      home,
    );
    expect(figures.loggedInChunks).toEqual([
      { file: "assets/form.js", module: "src/client/features/checkout/payment-texts.ts" },
    ]);
    expect(withinBudget(figures)).toBe(false);
    expect(withinCeiling(figures)).toBe(false);
  });

  it("recognises the administration, profile, credits and subscription pages as logged-in areas", () => {
    for (const module of [
      "src/client/features/admin/components/user-table.tsx",
      "src/client/features/profile/api/get-profile.ts",
      "src/client/features/credits/use-credit-payment.ts",
      "src/client/app/routes/subscribe-page.tsx",
      "src/client/app/routes/admin-page.tsx",
    ]) {
      const figures = evaluatePage(input({ "assets/home-page.js": [module] }), home);
      expect(figures.loggedInChunks, module).toHaveLength(1);
    }
  });
});
