import { Migrator, type MigrationProvider } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../../src/server/db/migrate.ts";
import { migrations } from "../../../src/server/db/migrations/index.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

const provider: MigrationProvider = { getMigrations: async () => migrations };

describe("migration 2026-11-23-002-canonical-phones", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
    const { error } = await new Migrator({ db: t.handle.db, provider }).migrateTo("2026-11-23-001-registration-grants");
    if (error) throw error;
  });
  afterAll(() => t.dispose());

  it("rewrites stored numbers to the canonical form where no other account has it", async () => {
    const { db } = t.handle;
    const now = new Date().toISOString();
    const user = (name: string, phone: string) => ({ name, phone, email: null, password_hash: "x", created_at: now });
    const rows = await db
      .insertInto("users")
      .values([
        user("Trunk Null", "+49015111111111"),
        user("National", "+015122222222"),
        user("Schon richtig", "+4915133333333"),
        user("Kollision alt", "+49015133333333"),
        user("Doppelt A", "+49015144444444"),
        user("Doppelt B", "+015144444444"),
      ])
      .returning(["id", "name"])
      .execute();
    const idOf = (name: string) => rows.find((r) => r.name === name)?.id ?? 0;
    const call = (recordId: string, caller: string, userId: number | null) => ({
      record_id: recordId,
      user_id: userId,
      caller_number: caller,
      line: "member",
      extension: null,
      consultant_id: null,
      consultant_name: null,
      started_at: now,
      duration_seconds: 60,
      cost_cents: 69,
      created_at: now,
    });
    await db
      .insertInto("calls")
      .values([
        call("cdr-1", "+015122222222", null),
        call("cdr-2", "+0170999", null),
        call("cdr-3", "+4915133333333", idOf("Schon richtig")),
      ])
      .execute();

    expect((await migrateToLatest(db))[0]).toBe("2026-11-23-002-canonical-phones");

    const phones = Object.fromEntries(
      (await db.selectFrom("users").select(["name", "phone"]).execute()).map((r) => [r.name, r.phone]),
    );
    expect(phones).toEqual({
      "Trunk Null": "+4915111111111",
      National: "+4915122222222",
      "Schon richtig": "+4915133333333",
      // Would collide with an existing account, or with each other: left for a person to decide.
      "Kollision alt": "+49015133333333",
      "Doppelt A": "+49015144444444",
      "Doppelt B": "+015144444444",
    });
    const calls = await db
      .selectFrom("calls")
      .select(["record_id", "caller_number", "user_id"])
      .orderBy("record_id")
      .execute();
    expect(calls).toEqual([
      { record_id: "cdr-1", caller_number: "+4915122222222", user_id: idOf("National") },
      { record_id: "cdr-2", caller_number: "+49170999", user_id: null },
      { record_id: "cdr-3", caller_number: "+4915133333333", user_id: idOf("Schon richtig") },
    ]);
  });
});
