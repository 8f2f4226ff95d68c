import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { chunkModules } from "./scripts/budgets/chunk-modules.ts";
import { precompress } from "./scripts/precompress.ts";
import { prerender } from "./scripts/prerender/plugin.ts";

// The client lives in src/client; its build goes to dist/client, which the server serves.
export default defineConfig({
  root: "src/client",
  publicDir: "../../public",
  plugins: [react(), tailwindcss(), chunkModules(), prerender(), precompress()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    assetsDir: "assets",
    sourcemap: false,
    // The budget check (scripts/check-budgets.ts) reads what each page loads from the manifest.
    manifest: true,
    // Old enough that browsers just below the spec's support thresholds still run the app and
    // see its compatibility warning instead of a blank page; IE gets legacy-browser-warning.js.
    target: ["es2017", "chrome64", "firefox60", "safari12", "edge79"],
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000", "/__sandbox": "http://127.0.0.1:3000" },
  },
});
