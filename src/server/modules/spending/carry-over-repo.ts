import type { Kysely, Selectable } from "kysely";
import type { Database, SpendingCarryOversTable } from "../../db/schema.ts";

export type CarryOverRow = Selectable<SpendingCarryOversTable>;

/** The SQL of the protections a deleted account leaves behind (docs/decisions/0049). */
export function createCarryOverRepo(db: Kysely<Database>) {
  return {
    /** One row per hash; a later deletion under the same hash replaces it. */
    async save(rows: CarryOverRow[]): Promise<void> {
      for (const row of rows) {
        const { key_hash: _key, ...rest } = row;
        await db
          .insertInto("spending_carry_overs")
          .values(row)
          .onConflict((oc) => oc.column("key_hash").doUpdateSet(rest))
          .execute();
      }
    },

    /** The rows under any of these hashes that still bind at `now`. */
    async find(keyHashes: string[], now: Date): Promise<CarryOverRow[]> {
      if (keyHashes.length === 0) return [];
      return db
        .selectFrom("spending_carry_overs")
        .selectAll()
        .where("key_hash", "in", keyHashes)
        .where("keep_until", ">", now.toISOString())
        .execute();
    },

    async purge(now: Date): Promise<number> {
      const result = await db
        .deleteFrom("spending_carry_overs")
        .where("keep_until", "<=", now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
