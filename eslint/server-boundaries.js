import { posix } from "node:path";

// The server's import boundaries, combined with the client's in eslint/boundaries.js. `npm run lint`
// (and so `npm test`) fails when an import crosses one of these lines; docs/decisions/0028.
//
//   src/server/{app,main}.ts, cli/          the composition root: may import anything on the
//                                           server (of a module, app.ts and main.ts only its
//                                           face) and the sandbox's mount call
//   src/server/config.ts                    the settings, read by everything on the server
//   src/protocols                           what a provider's contract fixes; shared by the
//                                           portal's provider modules and the emulators
//   src/server/modules/<x>                  a capability; imports shared, http, lib, db and
//                                           the modules of lower layers (below), never upwards,
//                                           and of another module only its face, index.ts
//                                           (rule faces/only-faces at the end of this file;
//                                           app.ts and main.ts too go through faces; tests,
//                                           the seed, scripts and cli may import private files)
//   src/server/http, lib, db                cross-cutting; never import modules
//   src/server/db/seed                      the demo seed and the test factories: may use a
//                                           module's own code to set up state
//   src/server/db/migrations                frozen; import nothing of the application
//   src/sandbox                             the payment emulators; import only shared, the
//                                           server's lib and src/protocols
//   tests                                   nothing in src imports them

// Lower layers first. A module imports only modules of lower layers (and itself): provider
// code calls the domain, the domain never calls a provider.
const layers = [
  ["users", "mail", "settings", "site", "health"],
  ["auth", "contact"],
  ["receipts", "personal-data"],
  ["payment-records", "consultants", "calls", "order-confirmations"],
  ["reviews", "favourites", "live-status"],
  ["spending"],
  ["subscriptions", "credits", "payment-follow-ups"],
  ["contract-declarations", "conversions", "telephony", "horoscopes", "statements"],
  ["paypal", "maxpay"],
  ["providers"],
  ["data-export"],
  ["admin"],
  ["account-deletion"],
];

// Folders only: more specific patterns first.
export const serverElements = [
  { type: "migrations", pattern: "src/server/db/migrations" },
  // The demo seed and the factories stand outside the layers: they may use a module's own code
  // (the same path a review takes when written) to set up state (see the faces rule below).
  { type: "seed", pattern: "src/server/db/seed" },
  { type: "sandbox", pattern: "src/sandbox" },
  { type: "protocols", pattern: "src/protocols" },
  { type: "module", pattern: "src/server/modules/providers/*", capture: ["module"] },
  { type: "module", pattern: "src/server/modules/*", capture: ["module"] },
  { type: "server-http", pattern: "src/server/http" },
  { type: "server-lib", pattern: "src/server/lib" },
  { type: "server-db", pattern: "src/server/db" },
  { type: "server-root", pattern: "src/server" },
];

// The composition root's own files, and the one file of the sandbox the server may import.
const composition = "**/src/server/{app,main}.ts";
const sandboxMount = "**/src/sandbox/mount.ts";

const modulePolicies = layers.flatMap((layer, index) =>
  layer.map((name) => {
    const allowed = [name, ...layers.slice(0, index).flat()];
    return {
      from: { element: { type: "module", captured: { module: name } } },
      disallow: { to: { element: { type: "module", captured: { module: `!{${allowed.join(",")}}` } } } },
      message:
        `modules/${name} (layer ${index}) imports modules/{{ to.element.captured.module }}, which is not below it. ` +
        "Modules import only lower layers (eslint/server-boundaries.js): let app.ts pass the function in, or move the rule down.",
    };
  }),
);

const server = "{server-root,module,server-http,server-lib,server-db}";
const client = "{client-app,feature,ui,client-lib}";

export const serverPolicies = [
  ...modulePolicies,
  {
    from: { element: { type: "{server-http,server-lib,server-db}" } },
    disallow: { to: { element: { type: "module" } } },
    message: "http, lib and db are below every module and never import one ({{ to.file.path }}).",
  },
  {
    from: { element: { type: `{${server},protocols}` } },
    disallow: { to: { file: { path: composition } } },
    message: "Nothing imports the composition root ({{ to.file.path }}); it imports everything else.",
  },
  {
    from: { element: { type: "migrations" } },
    disallow: { to: { element: { type: `{${server},shared,sandbox,protocols,${client}}` } } },
    message: "Migrations are frozen in time and import no application code ({{ to.file.path }}).",
  },
  {
    from: { element: { type: "sandbox" } },
    disallow: { to: { element: { type: `{server-root,module,server-http,server-db,${client}}` } } },
    message:
      "The emulators share only src/protocols and the server's lib with the portal (docs/decisions/0010), " +
      "not {{ to.file.path }}.",
  },
  {
    from: { element: { type: "protocols" } },
    disallow: { to: { element: { type: `{${server},sandbox,${client}}` } } },
    message: "A protocol file states a provider's contract and imports only src/shared ({{ to.file.path }}).",
  },
  {
    from: { element: { type: server } },
    disallow: { to: { element: { type: "sandbox" } } },
    message: "Only app.ts mounts the emulators, through src/sandbox/mount.ts ({{ to.file.path }}).",
  },
  {
    from: { file: { path: composition } },
    allow: { to: { file: { path: sandboxMount } } },
  },
  {
    from: { element: { type: `{${server},seed,sandbox,migrations,protocols}` } },
    disallow: { to: { element: { type: client } } },
    message: "The server never imports the client ({{ to.file.path }}); what both need belongs in src/shared.",
  },
  {
    from: { element: { type: `{${server},seed,sandbox,migrations,protocols,shared}` } },
    disallow: { to: { element: { type: "tests" } } },
    message: "Nothing in src imports tests ({{ to.file.path }}).",
  },
];

// A module shows one public face: its index.ts. From another module, and from the composition
// root (app.ts, main.ts), an import into src/server/modules/<x>/ names modules/<x>/index.ts
// and nothing else; its repositories, row types, SQL and helpers stay private. A provider
// (modules/providers/paypal, modules/providers/maxpay) is a module of its own for this rule.
// Outside stand the tests, the demo seed (src/server/db/seed), scripts/ and src/server/cli:
// they set up and inspect state below any face, and routing them through faces that exist
// for other modules would widen those faces for them alone.
const moduleRoot = /(?:^|\/)src\/server\/modules\/((?:providers\/(?:paypal|maxpay))|[^/]+)\/(.+)$/;
const compositionRoot = /(?:^|\/)src\/server\/(?:app|main)\.ts$/;

/** The module a path lies in and the path inside it, or null outside src/server/modules. */
function modulePart(path) {
  const match = moduleRoot.exec(path.replaceAll("\\", "/"));
  return match ? { module: match[1], rest: match[2] } : null;
}

const onlyFaces = {
  meta: {
    type: "problem",
    docs: { description: "another module is reached only through its index.ts (eslint/server-boundaries.js)" },
    schema: [],
    messages: {
      private:
        "{{from}} imports modules/{{module}}/{{rest}}, a private file of modules/{{module}}. Import its face, " +
        "modules/{{module}}/index.ts, and add there what others may call (eslint/server-boundaries.js).",
    },
  },
  create(context) {
    const filename = context.filename.replaceAll("\\", "/");
    const own = modulePart(filename);
    if (!own && !compositionRoot.test(filename)) return {};
    const from = own ? `modules/${own.module}` : "the composition root";
    function check(source) {
      if (source?.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const target = modulePart(posix.join(posix.dirname(filename), source.value));
      if (!target || target.module === own?.module || target.rest === "index.ts") return;
      context.report({ node: source, messageId: "private", data: { from, ...target } });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const serverFaceRules = [
  {
    files: ["src/server/**/*.ts"],
    plugins: { faces: { rules: { "only-faces": onlyFaces } } },
    rules: { "faces/only-faces": "error" },
  },
];
