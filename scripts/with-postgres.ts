import { spawn } from "node:child_process";
import { chmodSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { startPostgres } from "./lib/postgres.ts";

// Runs a command with a throw-away PostgreSQL cluster: `node scripts/with-postgres.ts <cmd> [args]`.
// The cluster's URL is handed over as TEST_DATABASE_URL; each test file creates its own database in it.

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Aufruf: node scripts/with-postgres.ts <befehl> [argumente]");
  process.exit(2);
}

/**
 * As root, PostgreSQL runs as the "postgres" system user, which must reach the binaries inside
 * this checkout's node_modules. A checkout below a private folder (mktemp -d makes them 0700)
 * would hide them, so every folder above the checkout gets the traverse bit for others: it
 * lets nobody list or read anything, only pass through.
 */
function letOthersTraverseUpTo(start: string): void {
  for (let folder = start; ; folder = dirname(folder)) {
    const mode = statSync(folder).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(folder, (mode & 0o7777) | 0o001);
      console.log(`Ordner ${folder} für den Benutzer postgres passierbar gemacht (o+x).`);
    }
    if (dirname(folder) === folder) break;
  }
}

const runsAsRoot = process.getuid?.() === 0;
if (runsAsRoot) letOthersTraverseUpTo(dirname(dirname(fileURLToPath(import.meta.url))));

let exitCode = 1;
try {
  const postgres = await startPostgres();
  try {
    exitCode = await new Promise<number>((resolve) => {
      const child = spawn(command, args, {
        stdio: "inherit",
        env: { ...process.env, TEST_DATABASE_URL: postgres.url },
      });
      child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } finally {
    await postgres.stop();
  }
} catch (err) {
  console.error("PostgreSQL für die Tests konnte nicht gestartet werden:", err);
}
process.exit(exitCode);
