import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

// `npm run test:fuzz [-- --runs N] [--seed S] [--path P] [--pg]`: the fuzz test of
// tests/api/http/fuzz.test.ts with many more requests than `npm test` sends (N per API route), on
// SQLite or, with --pg, on a throw-away PostgreSQL. A failure prints the seed and path to replay.

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: process.env.FUZZ_RUNS ?? "30" },
    seed: { type: "string", default: process.env.FUZZ_SEED },
    path: { type: "string", default: process.env.FUZZ_PATH },
    pg: { type: "boolean", default: false },
  },
});

const env: NodeJS.ProcessEnv = { ...process.env, FUZZ_RUNS: values.runs, FUZZ_SUMMARY: "1" };
if (values.seed !== undefined) env.FUZZ_SEED = values.seed;
if (values.path !== undefined) env.FUZZ_PATH = values.path;

const vitest = ["npx", "vitest", "run", "--project", "api", "tests/api/http/fuzz.test.ts"];
const command = values.pg ? ["npx", "node", "scripts/with-postgres.ts", ...vitest] : vitest;
const result = spawnSync(command[0] ?? "npx", command.slice(1), { stdio: "inherit", env });
process.exit(result.status ?? 1);
