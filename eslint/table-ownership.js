// A module owns its tables: only the owning module's files name a table in a query
// (selectFrom, insertInto, updateTable, deleteFrom, or a join). Another module asks the owner for what it
// needs. A new table gets its owner here; the seed, the tests and the migrations stand outside.
// Within its module, SQL lives only in the repository files (repo.ts, *-repo.ts): a query
// builder's entry (selectFrom, insertInto, updateTable, deleteFrom, executeQuery) or a sql`...`
// template anywhere else in a module is refused; the other files call the repository.

/** table → the folder under src/server/modules that owns it */
export const tableOwners = {
  users: "users",
  settings: "settings",
  sessions: "auth",
  password_reset_tokens: "auth",
  registration_grants: "auth",
  second_factors: "auth",
  second_factor_recovery_codes: "auth",
  contact_messages: "contact",
  payments: "payment-records",
  payment_events: "payment-records",
  receipts: "receipts",
  receipt_counters: "receipts",
  consultants: "consultants",
  consultant_portraits: "consultants",
  consultant_list_version: "consultants",
  calls: "calls",
  subscriptions: "subscriptions",
  credit_accounts: "credits",
  credit_entries: "credits",
  credit_packages: "credits",
  credit_pins: "credits",
  credit_calls: "credits",
  credit_customer_numbers: "credits",
  contract_declarations: "contract-declarations",
  conversions: "conversions",
  card_orders: "providers",
  credit_orders: "providers",
  admin_audit_log: "admin",
  horoscope_months: "horoscopes",
  horoscope_texts: "horoscopes",
  horoscope_profiles: "horoscopes",
  horoscope_mailings: "horoscopes",
  health_probes: "health",
  order_confirmations: "order-confirmations",
  account_deletions: "account-deletion",
  spending_limits: "spending",
  spending_pauses: "spending",
  spending_holds: "spending",
  spending_notices: "spending",
  spending_summary_optouts: "spending",
  spending_carry_overs: "spending",
  email_changes: "personal-data",
  email_confirmations: "email-confirmation",
  data_exports: "data-export",
  reviews: "reviews",
  review_reports: "reviews",
  review_decisions: "reviews",
  review_reminders: "reviews",
  consultant_status_events: "consultants",
  favourites: "favourites",
  availability_alerts: "favourites",
  availability_alert_mails: "favourites",
  telephony_seen_signatures: "telephony",
};

const queryMethods = new Set([
  "selectFrom",
  "insertInto",
  "updateTable",
  "deleteFrom",
  "innerJoin",
  "leftJoin",
  "rightJoin",
  "fullJoin",
]);

const ownTables = {
  meta: {
    type: "problem",
    docs: { description: "a module queries only the tables it owns (eslint/table-ownership.js)" },
    schema: [],
    messages: {
      foreign:
        "modules/{{module}} queries the table {{table}}, which modules/{{owner}} owns. Ask that module for it " +
        "(eslint/table-ownership.js).",
      unowned: "The table {{table}} has no owner; add it to tableOwners in eslint/table-ownership.js.",
    },
  },
  create(context) {
    const match = /src\/server\/modules\/([^/]+)\//.exec(context.filename.replaceAll("\\", "/"));
    if (!match) return {};
    const module = match[1];
    return {
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === "MemberExpression" && callee.property.type === "Identifier" ? callee.property.name : null;
        const first = node.arguments[0];
        if (!name || !queryMethods.has(name) || first?.type !== "Literal" || typeof first.value !== "string") return;
        const table = first.value.split(" ")[0];
        const owner = tableOwners[table];
        if (owner === undefined) context.report({ node: first, messageId: "unowned", data: { table } });
        else if (owner !== module)
          context.report({ node: first, messageId: "foreign", data: { module, table, owner } });
      },
    };
  },
};

const sqlEntries = new Set(["selectFrom", "insertInto", "updateTable", "deleteFrom", "executeQuery"]);
const repositoryFile = /(?:^|\/)(?:repo|[^/]+-repo)\.ts$/;

const sqlInRepositories = {
  meta: {
    type: "problem",
    docs: { description: "a module's SQL lives in its repository files (eslint/table-ownership.js)" },
    schema: [],
    messages: {
      outside:
        "{{what}} outside a repository file: move the query into this module's repo.ts or a *-repo.ts and " +
        "call it from here (eslint/table-ownership.js).",
    },
  },
  create(context) {
    const filename = context.filename.replaceAll("\\", "/");
    if (!/src\/server\/modules\//.test(filename) || repositoryFile.test(filename)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === "MemberExpression" && callee.property.type === "Identifier") {
          if (sqlEntries.has(callee.property.name))
            context.report({ node, messageId: "outside", data: { what: callee.property.name } });
        }
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag.type === "MemberExpression" ? node.tag.object : node.tag;
        if (tag.type === "Identifier" && tag.name === "sql")
          context.report({ node, messageId: "outside", data: { what: "sql`...`" } });
      },
    };
  },
};

export default [
  {
    files: ["src/server/modules/**/*.ts"],
    plugins: { tables: { rules: { "own-tables": ownTables, "sql-in-repositories": sqlInRepositories } } },
    rules: { "tables/own-tables": "error", "tables/sql-in-repositories": "error" },
  },
];
