import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// `npm start`: build the client when it is missing or older than its sources, then run the server.

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const builtIndex = "dist/client/index.html";
const sources = ["src/client", "src/shared", "public"].filter(existsSync);
const stale =
  !existsSync(builtIndex) ||
  Math.max(...sources.map(newestMtime), statSync("vite.config.ts").mtimeMs) > statSync(builtIndex).mtimeMs;

if (stale) {
  console.log("Baue die Oberfläche (vite build) ...");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("../src/server/main.ts");
