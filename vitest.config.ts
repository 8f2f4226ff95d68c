import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Two files at once on two cores: the API files mostly wait on databases, sockets and child
    // processes (the default of cores - 1 ran them one by one). Three at once made the tests that
    // start several servers run into their time limits on a loaded machine.
    maxWorkers: 2,
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
