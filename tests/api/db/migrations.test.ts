import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../../src/server/db/migrate.ts";
import { migrations } from "../../../src/server/db/migrations/index.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

describe("migrations", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
  });
  afterAll(() => t.dispose());

  it("apply from an empty database, then report nothing pending", async () => {
    expect(await migrateToLatest(t.handle.db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(t.handle.db)).toEqual([]);
  });

  it("are named by date so their order is their age", () => {
    const names = Object.keys(migrations);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{3}-[a-z0-9-]+$/);
    expect([...names].sort()).toEqual(names);
  });

  it("start public user ids at 2, keeping 1 for the administrator", async () => {
    const { db } = t.handle;
    const now = new Date().toISOString();
    const user = await db
      .insertInto("users")
      .values({ name: "Erste Kundin", phone: "+4915100000001", email: null, password_hash: "x", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(user.id).toBe(2);
    const admin = await db
      .insertInto("users")
      .values({ id: 1, name: "Admin", phone: "+4915100000000", email: null, password_hash: "x", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(admin.id).toBe(1);
  });

  it("keep e-mail addresses unique regardless of case", async () => {
    const { db } = t.handle;
    const now = new Date().toISOString();
    await db
      .insertInto("users")
      .values({ name: "A", phone: "+4915100000010", email: "Gleich@Example.de", password_hash: "x", created_at: now })
      .execute();
    await expect(
      db
        .insertInto("users")
        .values({ name: "B", phone: "+4915100000011", email: "gleich@example.de", password_hash: "x", created_at: now })
        .execute(),
    ).rejects.toThrow();
    await expect(sql`select 1`.execute(db)).resolves.toBeTruthy();
  });
});
