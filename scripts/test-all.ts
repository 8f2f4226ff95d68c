import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

// `npm test`: every check in one run. Each step runs even when an earlier one failed, so one
// run shows everything that is wrong; the last line sums all suites as "N passed, N failed".

interface Tally {
  passed: number;
  failed: number;
}

mkdirSync(".tmp", { recursive: true });

// Seconds each step took, printed with the summary: a run near its time limit names the step that grew.
const durations: number[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  durations.push(Math.round((Date.now() - started) / 1000));
  return result.status === 0;
}

function readJson(file: string): Record<string, unknown> | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}

function check(name: string, ok: boolean): Tally {
  console.log(ok ? `✔ ${name}` : `✘ ${name}`);
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

function vitest(name: string, prefix: string[], project: string): Tally {
  const out = `.tmp/${name}.json`;
  rmSync(out, { force: true });
  const ok = run(prefix[0] ?? "npx", [
    ...prefix.slice(1),
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  if (!report) return { passed: 0, failed: 1 };
  const failedSuites = Number(report.numFailedTestSuites ?? 0);
  const failed = Number(report.numFailedTests ?? 0) + (failedSuites > 0 && !report.numFailedTests ? failedSuites : 0);
  return { passed: Number(report.numPassedTests ?? 0), failed: failed || (ok ? 0 : 1) };
}

function playwright(): Tally {
  const out = ".tmp/e2e-results.json";
  rmSync(out, { force: true });
  const ok = run("npx", ["node", "scripts/e2e.ts"]);
  const stats = readJson(out)?.stats as Record<string, number> | undefined;
  if (!stats) return { passed: 0, failed: 1 };
  const failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  return { passed: stats.expected ?? 0, failed: failed || (ok ? 0 : 1) };
}

const results: Array<[string, Tally]> = [
  ["Programme aus Debian", check("Programme aus Debian", run("npx", ["node", "scripts/ensure-debian-programs.ts"]))],
  ["Typprüfung", check("Typprüfung", run("npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]))],
  ["Lint", check("Lint", run("npx", ["eslint", "."]))],
  ["Formatierung", check("Formatierung", run("npx", ["prettier", "--check", "."]))],
  ["Unit", vitest("unit", ["npx"], "unit")],
  ["Lint-Regeln", vitest("lint", ["npx"], "lint")],
  ["API (SQLite)", vitest("api-sqlite", ["npx"], "api")],
  ["API (PostgreSQL)", vitest("api-postgres", ["npx", "node", "scripts/with-postgres.ts", "npx"], "api")],
  // The short crash loops; `npm run test:crash` runs the full 200 rounds. Six rounds on
  // PostgreSQL include two restarts of the database under the running server.
  [
    "Absturzschleife",
    check("Absturzschleife (10 Runden)", run("npx", ["node", "scripts/crash-loop.ts", "--rounds", "10"])),
  ],
  [
    "Absturzschleife (PostgreSQL)",
    check(
      "Absturzschleife (PostgreSQL, 6 Runden)",
      run("npx", ["node", "scripts/crash-loop.ts", "--db", "postgres", "--rounds", "6"]),
    ),
  ],
  ["Browser (Chromium)", playwright()],
  // Reads the production build the browser tests just made, so the client is built once.
  [
    "Budgets erster Seitenaufruf",
    check("Budgets erster Seitenaufruf", run("npx", ["node", "scripts/check-budgets.ts"])),
  ],
];

console.log("\nZusammenfassung:");
results.forEach(([name, t], i) =>
  console.log(
    `  ${name.padEnd(28)} ${t.passed} bestanden, ${t.failed} fehlgeschlagen`.padEnd(64) + `${durations[i] ?? "?"} s`,
  ),
);
const total = results.reduce((sum, [, t]) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed }), {
  passed: 0,
  failed: 0,
});
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
