import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface PortraitRendition {
  width: number;
  content: Uint8Array;
}

/**
 * Uploaded portraits, stored in the database so that every server process answers the same
 * bytes (docs/decisions/0015). A hash names one upload; its renditions never change.
 */
export function createPortraitsRepo(db: Kysely<Database>) {
  return {
    async find(hash: string, width: number): Promise<Uint8Array | undefined> {
      const row = await db
        .selectFrom("consultant_portraits")
        .select("content")
        .where("hash", "=", hash)
        .where("width", "=", width)
        .executeTakeFirst();
      return row?.content;
    },
    /** Stores the renditions; the same picture uploaded twice is stored once. */
    async store(consultantId: number, hash: string, renditions: PortraitRendition[], now: string): Promise<void> {
      for (const r of renditions) {
        await db
          .insertInto("consultant_portraits")
          .values({ hash, width: r.width, consultant_id: consultantId, content: r.content, created_at: now })
          .onConflict((oc) => oc.columns(["hash", "width"]).doNothing())
          .execute();
      }
    },
    /** Removes a replaced portrait unless another consultant shows the same picture. */
    async removeUnused(hash: string): Promise<void> {
      const user = await db.selectFrom("consultants").select("id").where("portrait_hash", "=", hash).executeTakeFirst();
      if (!user) await db.deleteFrom("consultant_portraits").where("hash", "=", hash).execute();
    },
  };
}

export type PortraitsRepo = ReturnType<typeof createPortraitsRepo>;
