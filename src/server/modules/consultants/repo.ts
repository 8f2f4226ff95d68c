import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import { consultantSlug } from "../../../shared/domain/reviews.ts";
import { lockedRows } from "../../db/row-lock.ts";
import type { ConsultantsTable, Database } from "../../db/schema.ts";

export type ConsultantRow = Selectable<ConsultantsTable>;
/** What the administration sets; the address and the rating follow from the name and the reviews. */
export type ConsultantFields = Omit<
  Insertable<ConsultantsTable>,
  | "id"
  | "created_at"
  | "active"
  | "deactivated_at"
  | "portrait_hash"
  | "image_url"
  | "slug"
  | "rating"
  | "rating_count"
  | "rating_1"
  | "rating_2"
  | "rating_3"
  | "rating_4"
  | "rating_5"
  | "rating_recount_at"
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
    /** Listed consultants only: a deactivated one can no longer be dialled from the grid. */
    async extensions(): Promise<Record<string, string>> {
      const rows = await db.selectFrom("consultants").select(["id", "extension"]).where("active", "=", 1).execute();
      return Object.fromEntries(rows.map((r) => [String(r.id), r.extension]));
    },
    /**
     * A new consultant without reviews, at the first free address made of their name
     * ("luna-sternberg", else "luna-sternberg-2", …). The address stays when the name changes,
     * so links to the page keep working. The unique index decides between two at once.
     */
    async insert(fields: ConsultantFields, now: string): Promise<ConsultantRow> {
      const base = consultantSlug(fields.name);
      const taken = new Set(
        (
          await db
            .selectFrom("consultants")
            .select("slug")
            .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
            .execute()
        ).map((row) => row.slug),
      );
      let slug = base;
      for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
      return db
        .insertInto("consultants")
        .values({ ...fields, slug, rating: 0, image_url: null, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /**
     * The consultant's row, locked until the transaction ends (PostgreSQL; SQLite writes one
     * transaction at a time anyway): whoever recounts a rating holds it, so two recounts of the
     * same consultant follow each other and the second counts what the first wrote.
     */
    lockForRating(id: number): Promise<ConsultantRow | undefined> {
      return lockedRows(db, db.selectFrom("consultants").selectAll().where("id", "=", id)).executeTakeFirst();
    },
    /** Stores a recount: the reviews per star (index 0: one star), their average and when they are due again. */
    async setRating(id: number, rating: RatingCounts): Promise<void> {
      const [one = 0, two = 0, three = 0, four = 0, five = 0] = rating.distribution;
      await db
        .updateTable("consultants")
        .set({
          rating: rating.average,
          rating_count: rating.count,
          rating_1: one,
          rating_2: two,
          rating_3: three,
          rating_4: four,
          rating_5: five,
          rating_recount_at: rating.recountAt,
        })
        .where("id", "=", id)
        .execute();
    },
    /** Listed consultants whose counted reviews start to leave the rating period by `now`. */
    async dueForRecount(now: string): Promise<number[]> {
      const rows = await db
        .selectFrom("consultants")
        .select("id")
        .where("rating_recount_at", "<=", now)
        .orderBy("id")
        .execute();
      return rows.map((row) => row.id);
    },
    findBySlug(slug: string): Promise<ConsultantRow | undefined> {
      return db.selectFrom("consultants").selectAll().where("slug", "=", slug).executeTakeFirst();
    },
    update(id: number, fields: Updateable<ConsultantsTable>): Promise<ConsultantRow | undefined> {
      return db.updateTable("consultants").set(fields).where("id", "=", id).returningAll().executeTakeFirst();
    },
  };
}

export type ConsultantsRepo = ReturnType<typeof createConsultantsRepo>;

/** A consultant's rating as the reviews module counted it (docs/decisions/0040). */
export interface RatingCounts {
  /** Five counts: one-star reviews first. */
  distribution: readonly number[];
  count: number;
  average: number;
  /** When the oldest counted review leaves the rating period; null without reviews. */
  recountAt: string | null;
}

/** The reviews per star a row holds, one-star first. */
export function ratingDistribution(row: ConsultantRow): number[] {
  return [row.rating_1, row.rating_2, row.rating_3, row.rating_4, row.rating_5];
}
