import boundaries from "eslint-plugin-boundaries";

// The client's import boundaries. Spread into eslint.config.js; `npm run lint` (and so
// `npm test`) fails when an import crosses one of these lines.
//
//   src/client/app            the router, page routes, layout and providers: may import anything
//                             in the client; it is where features are composed
//   src/client/features/<x>   one domain; never imports another feature or app/
//   src/client/components/ui  the design system; imports only lib and shared
//   src/client/lib            cross-cutting infrastructure; imports only lib and shared
//   src/shared                imports nothing from client or server
//   tests                     nothing in src imports them

const elements = [
  { type: "client-app", pattern: "src/client/app" },
  { type: "feature", pattern: "src/client/features/*", capture: ["feature"] },
  { type: "ui", pattern: "src/client/components/ui" },
  { type: "client-lib", pattern: "src/client/lib" },
  { type: "shared", pattern: "src/shared" },
  { type: "server", pattern: "src/server" },
  { type: "tests", pattern: "tests" },
];

const client = { type: "{client-app,feature,ui,client-lib}" };

const policies = [
  {
    from: { element: { type: "feature" } },
    disallow: { to: { element: { type: "feature", captured: { feature: "!{{ from.element.captured.feature }}" } } } },
    message:
      "Features never import each other: features/{{ from.element.captured.feature }} imports features/{{ to.element.captured.feature }}. " +
      "Let the page in app/routes pass that UI in (children, a render prop), or move a domain-free piece to components/ui or lib.",
  },
  {
    from: { element: { type: "feature" } },
    disallow: { to: { element: { type: "client-app" } } },
    message: "A feature does not import app/: pages compose features, not the other way round.",
  },
  {
    from: { element: { type: "ui" } },
    disallow: { to: { element: { type: "{client-app,feature}" } } },
    message: "components/ui is the design system and imports only lib and shared, not {{ to.element.type }} ({{ to.file.path }}).",
  },
  {
    from: { element: { type: "client-lib" } },
    disallow: { to: { element: { type: "{client-app,feature,ui}" } } },
    message: "lib is cross-cutting infrastructure and imports only lib and shared, not {{ to.file.path }}.",
  },
  {
    from: { element: { type: "shared" } },
    disallow: { to: { element: { type: "{client-app,feature,ui,client-lib,server}" } } },
    message: "src/shared is used by client and server and imports nothing from either ({{ to.file.path }}).",
  },
  {
    from: { element: client },
    disallow: { to: { element: { type: "server" } } },
    message: "The client never imports src/server ({{ to.file.path }}); what both need belongs in src/shared.",
  },
  {
    from: { element: { type: "{client-app,feature,ui,client-lib,shared,server}" } },
    disallow: { to: { element: { type: "tests" } } },
    message: "Nothing in src imports tests ({{ to.file.path }}).",
  },
  {
    // Known exception until the factories move from tests/support to src/server/db/seed, where
    // the demo seed and the tests can both use them.
    from: { file: { path: "**/src/server/db/seed/seed.ts" } },
    allow: { to: { file: { path: "**/tests/support/factories.ts" } } },
  },
];

// Links and navigations go through src/client/lib/navigation.tsx, whose `to` accepts only the
// page paths of src/shared/domain/page-paths.ts.
const routerNavigation = {
  name: "react-router",
  importNames: ["Link", "NavLink", "useNavigate", "Navigate", "redirect"],
  message: "Import Link, NavLink, Navigate and useNavigate from lib/navigation.tsx: their `to` accepts only known page paths.",
};

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
      "boundaries/dependencies": ["error", { default: "allow", policies }],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    ignores: ["src/client/lib/navigation.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [routerNavigation, { ...routerNavigation, name: "react-router-dom" }] },
      ],
    },
  },
];
