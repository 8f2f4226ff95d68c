import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Two cores, but the API files mostly wait on databases, sockets and child processes:
    // three files at once keep both cores busy (the default of cores - 1 runs them one by one).
    maxWorkers: 3,
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      // The lint rules' own tests: code that must be refused, linted through ESLint's API.
      { test: { name: "lint", include: ["tests/lint/**/*.test.ts"], environment: "node", testTimeout: 30_000 } },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
