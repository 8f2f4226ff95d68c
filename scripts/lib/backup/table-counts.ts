import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { sqliteFileOf } from "../../../src/server/db/database.ts";
import { postgresTableCounts } from "./postgres.ts";
import type { TableCount } from "./common.ts";
import { sqliteTableCounts } from "./sqlite.ts";

/** Every table of the database at `url` (SQLite or PostgreSQL) with its row count. */
export async function tableCounts(url: string): Promise<Record<string, number>> {
  const file = sqliteFileOf(url);
  let counts: TableCount[];
  if (file !== null) {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      counts = sqliteTableCounts(db);
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      counts = await postgresTableCounts(client);
    } finally {
      await client.end();
    }
  }
  return Object.fromEntries(counts.map((t) => [t.table, t.rows]));
}
