import boundaries from "eslint-plugin-boundaries";
import { clientElements, clientNavigationRule, clientPolicies } from "./client-boundaries.js";
import { serverElements, serverFaceRules, serverPolicies } from "./server-boundaries.js";

// The import boundaries of the whole tree, client and server, in one set of elements (the
// plugin classifies a file by the first element that matches). `npm run lint` (and so
// `npm test`) fails when an import crosses a line.
const elements = [
  ...serverElements,
  ...clientElements,
  { type: "shared", pattern: "src/shared" },
  { type: "tests", pattern: "tests" },
];

export default [
  {
    files: ["src/**/*.{ts,tsx}", "tests/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "boundaries/include": ["src/**/*", "tests/**/*"],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "allow", policies: [...serverPolicies, ...clientPolicies] }],
    },
  },
  clientNavigationRule,
  ...serverFaceRules,
];
