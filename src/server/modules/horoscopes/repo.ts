import type { Kysely, Selectable } from "kysely";
import type { Database, HoroscopeTextsTable } from "../../db/schema.ts";

export type HoroscopeTextRow = Selectable<HoroscopeTextsTable>;

export interface TextsInput {
  sign: string;
  love: string;
  career: string;
  wellbeing: string;
  tip: string;
}

/** SQL of the horoscopes module; it owns horoscope_months, horoscope_texts, horoscope_profiles. */
export function createHoroscopesRepo(db: Kysely<Database>) {
  return {
    monthRow: (month: string) =>
      db.selectFrom("horoscope_months").selectAll().where("month", "=", month).executeTakeFirst(),

    months: () => db.selectFrom("horoscope_months").selectAll().orderBy("month", "desc").execute(),

    /** Published months up to and including `upTo`, newest first. */
    async publishedMonths(upTo: string): Promise<string[]> {
      const rows = await db
        .selectFrom("horoscope_months")
        .select("month")
        .where("published_at", "is not", null)
        .where("month", "<=", upTo)
        .orderBy("month", "desc")
        .execute();
      return rows.map((r) => r.month);
    },

    texts: (month: string) => db.selectFrom("horoscope_texts").selectAll().where("month", "=", month).execute(),

    textOf: (month: string, sign: string) =>
      db
        .selectFrom("horoscope_texts")
        .selectAll()
        .where("month", "=", month)
        .where("sign", "=", sign)
        .executeTakeFirst(),

    async ensureMonth(month: string, now: string): Promise<void> {
      await db
        .insertInto("horoscope_months")
        .values({ month, published_at: null, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column("month").doUpdateSet({ updated_at: now }))
        .execute();
    },

    async upsertTexts(month: string, texts: TextsInput, now: string): Promise<void> {
      const { sign, love, career, wellbeing, tip } = texts;
      await db
        .insertInto("horoscope_texts")
        .values({ month, sign, love, career, wellbeing, tip, updated_at: now })
        .onConflict((oc) =>
          oc.columns(["month", "sign"]).doUpdateSet({ love, career, wellbeing, tip, updated_at: now }),
        )
        .execute();
    },

    /** Sets published_at once; false when the month was already published (or does not exist). */
    async publish(month: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable("horoscope_months")
        .set({ published_at: now, updated_at: now })
        .where("month", "=", month)
        .where("published_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    profileOf: (userId: number) =>
      db.selectFrom("horoscope_profiles").selectAll().where("user_id", "=", userId).executeTakeFirst(),

    async saveProfile(
      userId: number,
      values: { sign: string | null; birth_date: string | null; monthly_mail: number },
      now: string,
    ): Promise<void> {
      await db
        .insertInto("horoscope_profiles")
        .values({ user_id: userId, ...values, updated_at: now })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...values, updated_at: now }))
        .execute();
    },
  };
}
