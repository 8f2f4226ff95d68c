import { existsSync } from "node:fs";
import { ensureDebianProgram } from "./lib/debian-package.ts";

// Browser tests drive the system's Chromium; nothing is downloaded by the test tool itself.
// Prints the executable's path on success.

const debianChromium = "/usr/bin/chromium";

/** Switches for Chromium on a machine without a display: no sandbox, no GPU, no traffic of its own. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

export function ensureChromium(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROME_PATH zeigt auf ${configured}, dort liegt kein Browser.`);
    return configured;
  }
  try {
    return ensureDebianProgram({ path: debianChromium, pkg: "chromium", purpose: "Für die Browser-Tests" });
  } catch {
    throw new Error(
      "Für die Browser-Tests wird Chromium benötigt. Installieren Sie ihn mit `sudo apt-get install chromium` " +
        "oder setzen Sie CHROME_PATH auf einen Chromium/Chrome.",
    );
  }
}

if (import.meta.main) {
  try {
    console.log(ensureChromium());
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
