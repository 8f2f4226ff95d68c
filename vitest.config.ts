import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
