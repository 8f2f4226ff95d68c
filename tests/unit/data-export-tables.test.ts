import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exportedTables, tablesNotExported } from "../../src/server/modules/data-export/tables.ts";

// Every table that names an account is in the data export or says why it is not
// (docs/decisions/0035). The tables come from the schema's text: a column ending in user_id, or
// the users table itself, or a table listed below that names the person by their address.

const schema = readFileSync(new URL("../../src/server/db/schema.ts", import.meta.url), "utf8");

/** Interface name -> table name, from `interface Database`. */
function tablesOfSchema(): Map<string, string> {
  const body = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? "";
  return new Map([...body.matchAll(/^\s*(\w+): (\w+);/gm)].map((m) => [m[2] ?? "", m[1] ?? ""]));
}

/** Tables that name a person without a user_id column. */
const namedByAddress = ["users", "contact_messages"];

function tablesNamingAnAccount(): string[] {
  const tables = tablesOfSchema();
  const found = new Set(namedByAddress);
  for (const m of schema.matchAll(/export interface (\w+Table) \{([^}]*)\}/g)) {
    const table = tables.get(m[1] ?? "");
    if (table && /^\s*\w*user_id\??:/m.test(m[2] ?? "")) found.add(table);
  }
  return [...found].sort();
}

describe("the data export's tables", () => {
  it("reads the schema", () => {
    expect(tablesNamingAnAccount()).toEqual(expect.arrayContaining(["calls", "payments", "sessions", "users"]));
  });

  it("include every table that names an account, or say why not", () => {
    const listed = new Set([...Object.keys(exportedTables), ...Object.keys(tablesNotExported)]);
    expect(tablesNamingAnAccount().filter((table) => !listed.has(table))).toEqual([]);
  });

  it("name only tables that exist", () => {
    const tables = new Set(tablesOfSchema().values());
    expect([...Object.keys(exportedTables), ...Object.keys(tablesNotExported)].filter((t) => !tables.has(t))).toEqual(
      [],
    );
  });

  it("give every table its own CSV file", () => {
    const files = Object.values(exportedTables).map((t) => t.file);
    expect(new Set(files).size).toBe(files.length);
  });
});
