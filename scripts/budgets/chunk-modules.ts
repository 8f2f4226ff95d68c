import { relative } from "node:path";
import type { Plugin } from "vite";

/** Where the build records which source modules went into which chunk; read by scripts/check-budgets.ts. */
export const chunkModulesFile = ".vite/chunk-modules.json";

/**
 * Writes, for every built script, the source modules it holds (paths from the project root).
 * Vite's manifest names only entries and lazy modules; the budget check needs every module to
 * tell whether a chunk of a logged-in area is part of a visitor's first load.
 */
export function chunkModules(): Plugin {
  const projectRoot = process.cwd();
  return {
    name: "chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        modules[output.fileName] = output.moduleIds
          .filter((id) => !id.startsWith("\0"))
          .map((id) => relative(projectRoot, id.split("?")[0] ?? id));
      }
      this.emitFile({ type: "asset", fileName: chunkModulesFile, source: `${JSON.stringify(modules, null, 1)}\n` });
    },
  };
}
