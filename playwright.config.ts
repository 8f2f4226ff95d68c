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
  timeout: 30_000,
  // Two workers share two cores with the server: a page the machine draws late (the home page
  // replaces its skeleton in a transition) can take longer than a quiet machine's few seconds.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/e2e-results.json" }]],
  use: {
    baseURL,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // A failure keeps its trace in test-results/: a hang on a busy machine then names the step it hung in.
    // Without the trace's screencast: filming every test cost a third of the run's time, and
    // the DOM snapshots of each step plus the failure's screenshot show the same.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true },
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
