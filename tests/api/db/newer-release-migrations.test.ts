import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../../src/server/db/migrate.ts";
import { migrations } from "../../../src/server/db/migrations/index.ts";
import { startServerProcess, stopServerProcess } from "../../support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// During a rolling restart the first new process migrates while the old ones still run; one of
// those may start again (a crash, an aborted restart, a release taken back). Its code does not
// know the newer migrations, which only added (docs/decisions/0041), and it runs on them.
describe("a database migrated by a newer release", () => {
  const future = "2099-01-01-000-future-release";
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`insert into kysely_migration (name, timestamp) values (${future}, ${new Date().toISOString()})`.execute(
      database.handle.db,
    );
  });
  afterAll(() => database.dispose());

  it("is used as it is by the older code, which says which migrations it does not know", async () => {
    const told: string[][] = [];
    await expect(migrateToLatest(database.handle.db, { onNewer: (names) => told.push(names) })).resolves.toEqual([]);
    expect(told).toEqual([[future]]);
  });

  it("lets the older server start", { timeout: 120_000 }, async () => {
    const server = await startServerProcess({ DATABASE_URL: database.url });
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    await stopServerProcess(server);
  });

  it("is refused when the older code has a migration the database lacks", async () => {
    const newest = Object.keys(migrations).sort().at(-1) ?? "";
    await sql`delete from kysely_migration where name = ${newest}`.execute(database.handle.db);
    await expect(migrateToLatest(database.handle.db)).rejects.toThrow(
      `Die Datenbank enthält Migrationen einer neueren Version (${future}), aber nicht diese: ${newest}.`,
    );
  });
});
