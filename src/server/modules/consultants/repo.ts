import type { Kysely, Selectable } from "kysely";
import type { ConsultantsTable, Database } from "../../db/schema.ts";

export type ConsultantRow = Selectable<ConsultantsTable>;

export function createConsultantsRepo(db: Kysely<Database>) {
  return {
    list(): Promise<ConsultantRow[]> {
      return db.selectFrom("consultants").selectAll().orderBy("id").execute();
    },
    findById(id: number): Promise<ConsultantRow | undefined> {
      return db.selectFrom("consultants").selectAll().where("id", "=", id).executeTakeFirst();
    },
    findByExtension(extension: string): Promise<ConsultantRow | undefined> {
      return db.selectFrom("consultants").selectAll().where("extension", "=", extension).executeTakeFirst();
    },
    async setStatus(id: number, status: string): Promise<boolean> {
      const result = await db.updateTable("consultants").set({ status }).where("id", "=", id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async extensions(): Promise<Record<string, string>> {
      const rows = await db.selectFrom("consultants").select(["id", "extension"]).execute();
      return Object.fromEntries(rows.map((r) => [String(r.id), r.extension]));
    },
  };
}

export type ConsultantsRepo = ReturnType<typeof createConsultantsRepo>;
