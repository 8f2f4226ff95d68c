import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { prerenderedDir, prerenderedPages } from "../../src/shared/domain/prerendered-pages.ts";
import { firstLoad, htmlAssets, type Manifest } from "../budgets/first-load.ts";
import { fillTemplate } from "./fill-template.ts";
import { describePagePath } from "../../src/shared/domain/page-descriptions.ts";
import { routeModules } from "./route-modules.ts";

const serverEntry = "app/prerender/render-page.tsx";

interface RenderModule {
  renderPage(path: string): Promise<{ html: string; title: string }>;
  renderHomeText(): string;
}

/**
 * After the client build: builds src/client/app/prerender/render-page.tsx for Node, renders the
 * public pages with it and writes each into a copy of the built index.html, in
 * dist/client/prerendered/, which the server sends for those paths
 * (docs/decisions/0018-prerendered-public-pages.md).
 */
export function prerender(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "prerender",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "pre",
      sequential: true,
      async handler() {
        // A fresh folder each time: Node caches an imported module by its address, and the
        // page chunks import the entry by a relative one (a query string would load it twice).
        const serverOut = resolve(outDir, `../prerender-${Date.now()}`);
        await build({
          configFile: false,
          root,
          logLevel: "warn",
          mode: "production",
          plugins: [react()],
          build: { ssr: serverEntry, outDir: serverOut, emptyOutDir: true, minify: false },
        });
        const module = (await import(pathToFileURL(join(serverOut, "render-page.js")).href)) as RenderModule;
        const template = readFileSync(join(outDir, "index.html"), "utf8");
        const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
        const inTemplate = new Set(htmlAssets(template).scripts);
        const routeScripts = (path: string) => {
          const source = routeModules[path as keyof typeof routeModules];
          if (!source) return [];
          return firstLoad(manifest, template, source).scripts.filter((file) => !inTemplate.has(file));
        };
        const target = join(outDir, prerenderedDir);
        mkdirSync(target, { recursive: true });
        for (const page of prerenderedPages) {
          const rendered = await module.renderPage(page.path);
          const noscript = page.path === "/" ? module.renderHomeText() : undefined;
          const preload = routeScripts(page.path);
          const description = describePagePath(page.path);
          writeFileSync(
            join(target, page.file),
            fillTemplate(template, { ...rendered, noscript, preload, description }),
          );
        }
        rmSync(serverOut, { recursive: true, force: true });
      },
    },
  };
}
