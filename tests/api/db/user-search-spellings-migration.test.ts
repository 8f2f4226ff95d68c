import { PostgresAdapter, sql } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../../src/server/db/migrate.ts";
import { migrations } from "../../../src/server/db/migrations/index.ts";
import { createUserSearchRepo } from "../../../src/server/modules/users/search-repo.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

const provider: MigrationProvider = { getMigrations: async () => migrations };

describe("migration 2026-12-01-000-user-search-spellings", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
    const { error } = await new Migrator({ db: t.handle.db, provider }).migrateTo("2026-11-30-000-live-status");
    if (error) throw error;
  });
  afterAll(() => t.dispose());

  it("writes the other spellings and the e-mail address of existing accounts, after the earlier text", async () => {
    const { db } = t.handle;
    const existing = await db
      .insertInto("users")
      .values({
        name: "Jörg Weiß",
        phone: "+4915299887766",
        email: "J.Weiss@Example.de",
        password_hash: "x",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const search = createUserSearchRepo(db);
    expect((await search.search("weiss", 1, 20)).rows).toEqual([]);

    expect(await migrateToLatest(db)).toContain("2026-12-01-000-user-search-spellings");
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      // The rewritten texts are analysed at once, not whenever autovacuum comes round.
      await sql`select pg_stat_clear_snapshot()`.execute(db);
      const analysed = await sql<{ last_analyze: Date | null }>`select last_analyze from pg_stat_user_tables
        where relname = 'users_search'`.execute(db);
      expect(analysed.rows[0]?.last_analyze).toBeInstanceOf(Date);
    }

    for (const q of ["weiss", "Jorg Weiss", "joerg", "WEISS", "j.weiss@example", "Jörg Weiß"]) {
      expect(
        (await search.search(q, 1, 20)).rows.map((r) => r.id),
        q,
      ).toEqual([existing.id]);
    }
    // The previous release still runs beside this one for a while, and its search looks for the
    // earlier text, which stays at the start.
    const id = db.getExecutor().adapter instanceof PostgresAdapter ? "user_id" : "rowid";
    const stored = await sql<{ search_text: string }>`select search_text from users_search
      where ${sql.raw(id)} = ${existing.id}`.execute(db);
    expect(stored.rows[0]?.search_text.split("\n")).toEqual([
      "jörg weiß 4915299887766",
      "jorg weiss",
      "joerg weiss",
      "j.weiss@example.de",
    ]);
  });
});
