import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { ensureChromium } from "./ensure-chromium.ts";
import { freePort } from "./free-port.ts";
import { startServer, stopServer } from "./lib/server-process.ts";

// `npm run test:e2e [-- playwright args]`: build, start the real server on a fresh SQLite
// database with tracking ids set (so consent gating is testable), run Playwright, stop.

// A free port unless E2E_PORT names one: a second run on the same machine then starts a
// server of its own instead of finding another run's server on a fixed port.
const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const work = resolve(".tmp/e2e");
// The carrier's secrets, fixed so that the browser tests can send calls as the carrier does.
const telephony = { secret: "e2e-telephony-secret", token: "e2e-telephony-token" };

const chromePath = ensureChromium();
if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const server = await startServer(
  baseUrl,
  {
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${join(work, "portal.sqlite")}`,
    DATA_DIR: work,
    MAIL_OUTBOX_DIR: join(work, "outbox"),
    // Seeded as outside production without the setting (the start below turns it off by default).
    DEMO_SEED: "1",
    ADMIN_PHONE: "+4915100000001",
    ADMIN_PASSWORD: "admin-e2e-passwort",
    GA_MEASUREMENT_ID: "G-E2ETEST",
    ADS_CONVERSION_ID: "AW-E2ETEST",
    // Browser tests submit the contact form many times from one address.
    RATE_LIMIT_SCALE: "20",
    TELEPHONY_SECRET: telephony.secret,
    TELEPHONY_TOKEN: telephony.token,
  },
  { logLevel: "warn", waitMs: 30_000, showErrors: true },
).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

let code = 1;
try {
  const args = process.argv.slice(2).filter((a) => a !== "--no-build");
  // Not spawnSync: this process keeps reading what the server writes while Playwright runs.
  const run = spawn("npx", ["playwright", "test", ...args], {
    stdio: "inherit",
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_OUTBOX: join(work, "outbox"),
      E2E_DATABASE_URL: `sqlite:${join(work, "portal.sqlite")}`,
      E2E_TELEPHONY_SECRET: telephony.secret,
      E2E_TELEPHONY_TOKEN: telephony.token,
      CHROME_PATH: chromePath,
    },
  });
  code = await new Promise<number>((done, fail) => {
    run.once("error", fail);
    run.once("exit", (status) => done(status ?? 1));
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
} finally {
  await stopServer(server);
}
process.exit(code);
