import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags } from "./scripts/ensure-chromium.ts";

// The e2e runner (scripts/e2e.ts) builds the client, starts the production server on a
// fresh database and passes its address and the Chromium path in the environment.
const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:4319";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Two workers share two cores with the server: a page the machine draws late (the home page
  // replaces its skeleton in a transition) can take longer than a quiet machine's few seconds.
  // A full run on such a machine saw a page's heading after more than 10 s and a sign-up journey
  // pass 30 s; the limits catch a hang, the speed itself is measured by `npm run bench:web`.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/e2e-results.json" }]],
  use: {
    baseURL,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // No trace by default: recording one for every test (to keep it on failure) cost 5-15 % of the
    // run, and a failure already keeps its screenshot, its page's accessibility tree
    // (error-context.md) and the step it stopped at. E2E_TRACE=1 records them to look into a failure.
    trace: process.env.E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false, snapshots: true } : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [...chromiumFlags, "--disable-quic"],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /admin-second-factor\.spec\.ts$/,
    },
    // The administrator's second factor changes how every admin test logs in, so it runs alone,
    // once all other tests are done (tests/e2e/admin-second-factor.spec.ts).
    {
      name: "admin-second-factor",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /admin-second-factor\.spec\.ts$/,
      dependencies: ["chromium"],
    },
  ],
});
