import { openDatabase } from "../../src/server/db/database.ts";
import { migrateToLatest } from "../../src/server/db/migrate.ts";

/**
 * Readies a database for the journeys before the server's first start: migrated, and card
 * payments switched on (they are off until the administrator switches them on).
 */
export async function prepareJourneyDatabase(databaseUrl: string): Promise<void> {
  const setup = openDatabase(databaseUrl);
  try {
    await migrateToLatest(setup.db);
    await setup.db
      .insertInto("settings")
      .values({ key: "maxpay_enabled", value: "true", updated_at: new Date().toISOString() })
      .execute();
  } finally {
    await setup.close();
  }
}
