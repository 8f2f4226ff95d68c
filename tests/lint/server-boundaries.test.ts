import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The server's module rules (eslint/server-boundaries.js, eslint/table-ownership.js), shown
// failing on code written into a module's folder: another module is reached through its face
// only, and SQL stays in a module's repository files.

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const inContact = "src/server/modules/contact/notes.ts";

describe("an import of another module", () => {
  it("is refused when it names the other module's repository", async () => {
    const code = 'import { createUsersRepo } from "../users/repo.ts";\nexport const make = createUsersRepo;\n';
    expect(await ruleIdsFor(code, inContact)).toContain("faces/only-faces");
  });

  it("is refused when it takes a row type from the other module's repository", async () => {
    const code = 'import type { UserRow } from "../users/repo.ts";\nexport type Someone = UserRow;\n';
    expect(await ruleIdsFor(code, inContact)).toContain("faces/only-faces");
  });

  it("is refused from a provider into another provider's private files", async () => {
    const code = 'export { createCardAvailability } from "../maxpay/card-availability.ts";\n';
    expect(await ruleIdsFor(code, "src/server/modules/providers/paypal/notes.ts")).toContain("faces/only-faces");
  });

  it("is refused from the composition root", async () => {
    const code = 'import { createUsersRepo } from "./modules/users/repo.ts";\nexport const make = createUsersRepo;\n';
    expect(await ruleIdsFor(code, "src/server/app.ts")).toContain("faces/only-faces");
  });

  it("is allowed through the other module's index.ts", async () => {
    const code = 'import type { Users } from "../users/index.ts";\nexport type Accounts = Users;\n';
    expect(await ruleIdsFor(code, inContact)).toEqual([]);
  });

  it("is allowed between the files of one module", async () => {
    const code = 'import { createContactRepo } from "./repo.ts";\nexport const make = createContactRepo;\n';
    expect(await ruleIdsFor(code, inContact)).toEqual([]);
  });
});

describe("a query", () => {
  const query =
    'import type { Kysely } from "kysely";\nimport type { Database } from "../../db/schema.ts";\n' +
    'export const messages = (db: Kysely<Database>) => db.selectFrom("contact_messages").selectAll().execute();\n';

  it("is refused outside a repository file", async () => {
    expect(await ruleIdsFor(query, inContact)).toContain("tables/sql-in-repositories");
  });

  it("is refused as a sql template outside a repository file", async () => {
    const code =
      'import { sql, type Kysely } from "kysely";\nimport type { Database } from "../../db/schema.ts";\n' +
      "export const ping = (db: Kysely<Database>) => sql`select 1`.execute(db);\n";
    expect(await ruleIdsFor(code, inContact)).toContain("tables/sql-in-repositories");
  });

  it("is allowed in the module's repo.ts and *-repo.ts", async () => {
    expect(await ruleIdsFor(query, "src/server/modules/contact/repo.ts")).toEqual([]);
    expect(await ruleIdsFor(query, "src/server/modules/contact/archive-repo.ts")).toEqual([]);
  });
});
