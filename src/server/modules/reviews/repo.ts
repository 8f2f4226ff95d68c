import type { Kysely } from "kysely";
import type { Database, ReviewsTable } from "../../db/schema.ts";
import type { Selectable } from "kysely";

export type ReviewRow = Selectable<ReviewsTable>;

/** Works on the database or inside a transaction (pass the transaction). */
export function createReviewsRepo(db: Kysely<Database>) {
  return {
    /** Published (not removed) reviews of the consultant written since `since`, per star, and the oldest one's date. */
    async countsSince(
      consultantId: number,
      since: string,
    ): Promise<{ perStar: Map<number, number>; oldest: string | null }> {
      const rows = await db
        .selectFrom("reviews")
        .select((eb) => ["stars", eb.fn.countAll<number | string>().as("count"), eb.fn.min("created_at").as("oldest")])
        .where("consultant_id", "=", consultantId)
        .where("removed_at", "is", null)
        .where("created_at", ">=", since)
        .groupBy("stars")
        .execute();
      let oldest: string | null = null;
      const perStar = new Map<number, number>();
      for (const row of rows) {
        perStar.set(row.stars, Number(row.count));
        if (row.oldest !== null && (oldest === null || row.oldest < oldest)) oldest = row.oldest;
      }
      return { perStar, oldest };
    },
    /** Published reviews of the consultant since `since`, newest first, older than review `before` when given. */
    publishedPage(consultantId: number, since: string, before: number | null, limit: number): Promise<ReviewRow[]> {
      let query = db
        .selectFrom("reviews")
        .selectAll()
        .where("consultant_id", "=", consultantId)
        .where("removed_at", "is", null)
        .where("created_at", ">=", since);
      if (before !== null) {
        // Newest first by date, then id: "older than" the given review in that order.
        query = query.where((eb) =>
          eb.or([
            eb("created_at", "<", eb.selectFrom("reviews as b").select("b.created_at").where("b.id", "=", before)),
            eb.and([
              eb("created_at", "=", eb.selectFrom("reviews as b").select("b.created_at").where("b.id", "=", before)),
              eb("id", "<", before),
            ]),
          ]),
        );
      }
      return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
