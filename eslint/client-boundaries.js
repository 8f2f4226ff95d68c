// The client's import boundaries, combined with the server's in eslint/boundaries.js. `npm run lint` (and so
// `npm test`) fails when an import crosses one of these lines.
//
//   src/client/app            the router, page routes, layout and providers: may import anything
//                             in the client; it is where features are composed
//   src/client/features/<x>   one domain; never imports another feature or app/
//   src/client/entities/<x>   a thing of the portal's domain that several features show (the credit
//                             balance, the order's consent and number, the membership's costs);
//                             imports entities, components/ui, lib and shared, never a feature or app/
//   src/client/components/ui  the design system; imports only lib and shared
//   src/client/lib            cross-cutting infrastructure; imports only lib and shared
//   src/shared                imports nothing from client or server
//   tests                     nothing in src imports them

export const clientElements = [
  { type: "client-app", pattern: "src/client/app" },
  { type: "feature", pattern: "src/client/features/*", capture: ["feature"] },
  { type: "entity", pattern: "src/client/entities/*", capture: ["entity"] },
  { type: "ui", pattern: "src/client/components/ui" },
  { type: "client-lib", pattern: "src/client/lib" },
];

// Everything outside the client, as eslint/server-boundaries.js names it.
const server = "{server-root,module,server-http,server-lib,server-db,migrations,protocols,sandbox}";

const client = { type: "{client-app,feature,entity,ui,client-lib}" };

export const clientPolicies = [
  {
    from: { element: { type: "feature" } },
    disallow: { to: { element: { type: "feature", captured: { feature: "!{{ from.element.captured.feature }}" } } } },
    message:
      "Features never import each other: features/{{ from.element.captured.feature }} imports features/{{ to.element.captured.feature }}. " +
      "Let the page in app/routes pass that UI in (children, a render prop), move a piece several features show to entities/, or a domain-free piece to components/ui or lib.",
  },
  {
    from: { element: { type: "feature" } },
    disallow: { to: { element: { type: "client-app" } } },
    message: "A feature does not import app/: pages compose features, not the other way round.",
  },
  {
    from: { element: { type: "entity" } },
    disallow: { to: { element: { type: "{client-app,feature}" } } },
    message:
      "entities/{{ from.element.captured.entity }} is shared by features and imports only entities, components/ui, lib and shared, not {{ to.file.path }}.",
  },
  {
    from: { element: { type: "ui" } },
    disallow: { to: { element: { type: "{client-app,feature,entity}" } } },
    message:
      "components/ui is the design system and imports only lib and shared, not {{ to.element.type }} ({{ to.file.path }}).",
  },
  {
    from: { element: { type: "client-lib" } },
    disallow: { to: { element: { type: "{client-app,feature,entity,ui}" } } },
    message: "lib is cross-cutting infrastructure and imports only lib and shared, not {{ to.file.path }}.",
  },
  {
    from: { element: { type: "shared" } },
    disallow: { to: { element: { type: `{client-app,feature,entity,ui,client-lib,${server}}` } } },
    message: "src/shared is used by client and server and imports nothing from either ({{ to.file.path }}).",
  },
  {
    from: { element: client },
    disallow: { to: { element: { type: server } } },
    message: "The client never imports src/server ({{ to.file.path }}); what both need belongs in src/shared.",
  },
  {
    from: { element: client },
    disallow: { to: { element: { type: "tests" } } },
    message: "Nothing in src imports tests ({{ to.file.path }}).",
  },
];

// Links and navigations go through src/client/lib/navigation.tsx, whose `to` accepts only the
// page paths of src/shared/domain/page-paths.ts.
const routerNavigation = {
  name: "react-router",
  importNames: ["Link", "NavLink", "useNavigate", "Navigate", "redirect"],
  message:
    "Import Link, NavLink, Navigate and useNavigate from lib/navigation.tsx: their `to` accepts only known page paths.",
};

export const clientNavigationRule = {
  files: ["src/client/**/*.{ts,tsx}"],
  ignores: ["src/client/lib/navigation.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      { paths: [routerNavigation, { ...routerNavigation, name: "react-router-dom" }] },
    ],
  },
};
