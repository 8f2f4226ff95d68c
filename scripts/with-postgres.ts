import { spawn } from "node:child_process";
import { startPostgres } from "./lib/postgres.ts";

// Runs a command with a throw-away PostgreSQL cluster: `node scripts/with-postgres.ts <cmd> [args]`.
// The cluster's URL is handed over as TEST_DATABASE_URL; each test file creates its own database in it.

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Aufruf: node scripts/with-postgres.ts <befehl> [argumente]");
  process.exit(2);
}

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
