import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { ConsultantsTable, Database } from "../../db/schema.ts";

export type ConsultantRow = Selectable<ConsultantsTable>;
export type ConsultantFields = Omit<
  Insertable<ConsultantsTable>,
  "id" | "created_at" | "active" | "deactivated_at" | "portrait_hash" | "image_url"
>;

/** Works on the database or inside a transaction (pass the transaction). */
export function createConsultantsRepo(db: Kysely<Database>) {
  // Asked on every request for the public list: compiled once.
  const versionQuery = db.selectFrom("consultant_list_version").select("version").where("id", "=", 1).compile();
  return {
    /** The public list: deactivated consultants are left out. */
    list(): Promise<ConsultantRow[]> {
      return db.selectFrom("consultants").selectAll().where("active", "=", 1).orderBy("id").execute();
    },
    /** Grows with every committed write to consultants, from any process (a trigger counts). */
    async listVersion(): Promise<number> {
      const { rows } = await db.executeQuery(versionQuery);
      const row = rows[0];
      if (!row) throw new Error("consultant_list_version has no row");
      return row.version;
    },
    /** Every consultant, deactivated ones too (the administration). */
    listAll(): Promise<ConsultantRow[]> {
      return db.selectFrom("consultants").selectAll().orderBy("active", "desc").orderBy("name").orderBy("id").execute();
    },
    findById(id: number): Promise<ConsultantRow | undefined> {
      return db.selectFrom("consultants").selectAll().where("id", "=", id).executeTakeFirst();
    },
    /**
     * Deactivated consultants too: a late call record still names who was called. Callers that
     * connect a call check `active` themselves.
     */
    findByExtension(extension: string): Promise<ConsultantRow | undefined> {
      return db.selectFrom("consultants").selectAll().where("extension", "=", extension).executeTakeFirst();
    },
    async setStatus(id: number, status: string): Promise<boolean> {
      const result = await db.updateTable("consultants").set({ status }).where("id", "=", id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Listed consultants only: a deactivated one can no longer be dialled from the grid. */
    async extensions(): Promise<Record<string, string>> {
      const rows = await db.selectFrom("consultants").select(["id", "extension"]).where("active", "=", 1).execute();
      return Object.fromEntries(rows.map((r) => [String(r.id), r.extension]));
    },
    insert(fields: ConsultantFields, now: string): Promise<ConsultantRow> {
      return db
        .insertInto("consultants")
        .values({ ...fields, image_url: null, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    update(id: number, fields: Updateable<ConsultantsTable>): Promise<ConsultantRow | undefined> {
      return db.updateTable("consultants").set(fields).where("id", "=", id).returningAll().executeTakeFirst();
    },
  };
}

export type ConsultantsRepo = ReturnType<typeof createConsultantsRepo>;
