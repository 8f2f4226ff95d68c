import { ensureChromium } from "./ensure-chromium.ts";
import { debianPrograms, ensureDebianProgram } from "./lib/debian-package.ts";

// `npm test` begins here: every program from Debian the tests use is there, or installed now,
// one after the other (as root; otherwise the message names the package). Test files run side
// by side and would otherwise ask apt for the same package at the same moment.

try {
  for (const program of Object.values(debianPrograms)) console.log(ensureDebianProgram(program));
  console.log(ensureChromium());
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
