import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expandContractBaseline, unmarkedContractions } from "../support/expand-contract.ts";

// Expand, then contract (docs/decisions/0041): a migration runs while the previous release's
// processes still serve, so it only adds; what removes, renames or tightens waits for a later
// release and says after which one.
const dir = new URL("../../src/server/db/migrations/", import.meta.url);
const migrations = readdirSync(dir)
  .filter((file) => /^\d{4}-\d{2}-\d{2}-\d{3}-.+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ""))
  .sort();

describe("migrations during a rolling restart", () => {
  it("the baseline is a migration of this folder", () => {
    expect(migrations).toContain(expandContractBaseline);
  });

  it("every migration after the baseline only adds, or marks what it removes with the release it follows", () => {
    const refused = migrations
      .filter((name) => name > expandContractBaseline)
      .flatMap((name) =>
        unmarkedContractions(readFileSync(new URL(`${name}.ts`, dir), "utf8")).map((hit) => `${name}.ts ${hit}`),
      );
    expect(
      refused,
      "Old processes still run while a migration runs: add instead, and remove in a later release under " +
        "a comment `// contract: follows <release>` (docs/decisions/0041).",
    ).toEqual([]);
  });

  it("the rule finds the removals of real migrations: those of the older ones' down, read as if run forward", () => {
    const older = migrations.filter((name) => name <= expandContractBaseline);
    const forward = (name: string) =>
      readFileSync(new URL(`${name}.ts`, dir), "utf8").replace(/function\s+down\s*\(/, "function undo(");
    const hits = older.flatMap((name) => unmarkedContractions(forward(name)));
    expect(hits.length).toBeGreaterThan(0);
  });
});

describe("unmarkedContractions", () => {
  it("lets additions pass: tables, nullable columns, columns with a default, indexes", () => {
    const source = `
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createTable("notes").addColumn("id", "text", (c) => c.primaryKey().notNull()).execute();
  await db.schema.alterTable("users").addColumn("nickname", "text").execute();
  await db.schema
    .alterTable("users")
    .addColumn("visits", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("users_by_nickname").on("users").column("nickname").execute();
  await sql\`alter table users add column score integer not null default 0\`.execute(db);
}`;
    expect(unmarkedContractions(source)).toEqual([]);
  });

  it("refuses removals, renames and tightenings without the comment, in the builder and in SQL", () => {
    const source = `
export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropTable("old_notes").execute();
  await db.schema
    .alterTable("users")
    .dropColumn("nickname")
    .execute();
  await db.schema.alterTable("users").renameColumn("name", "full_name").execute();
  await db.schema.alterTable("calls").renameTo("phone_calls").execute();
  await db.schema.alterTable("users").alterColumn("email", (c) => c.setNotNull()).execute();
  await db.schema.alterTable("users").addColumn("tier", "text", (c) => c.notNull()).execute();
  await sql\`alter table users drop column email\`.execute(db);
  await sql\`ALTER TABLE users ALTER COLUMN phone SET NOT NULL\`.execute(db);
  await sql\`alter table users add column tier2 text not null\`.execute(db);
}`;
    expect(unmarkedContractions(source)).toEqual([
      "line 3: dropTable",
      "line 6: dropColumn",
      "line 8: renameColumn",
      "line 9: renameTo",
      "line 10: setNotNull",
      "line 11: NOT NULL column without a default",
      "line 12: drop column (SQL)",
      "line 13: set not null (SQL)",
      "line 14: NOT NULL column without a default",
    ]);
  });

  it("lets a removal pass under a comment that names the release it follows, and only that statement", () => {
    const source = `
export async function up(db: AnyDb): Promise<void> {
  // The typed-in rating is no longer read since the reviews.
  // contract: follows 2026-12-01 (the last release that read consultants.rating)
  await db.schema
    .alterTable("consultants")
    .dropColumn("rating")
    .execute();

  await db.schema.alterTable("consultants").dropColumn("rating_count").execute();
  // contract: after the next one
  await db.schema.dropTable("old_notes").execute();
}`;
    expect(unmarkedContractions(source)).toEqual(["line 10: dropColumn", "line 12: dropTable"]);
  });

  it("lets down remove what up added: it never runs during a rolling restart", () => {
    const source = `
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createTable("favourites").addColumn("user_id", "integer", (c) => c.notNull()).execute();
  await db.schema.dropTable("old_notes").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("favourites").execute();
  await db.schema.alterTable("consultants").dropColumn("working_hours").execute();
}`;
    expect(unmarkedContractions(source)).toEqual(["line 4: dropTable"]);
  });
});
