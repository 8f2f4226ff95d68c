import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../src/server/db/seed/seed.ts";
import { addMonths, berlinMonthOf } from "../../../src/shared/domain/horoscope-month.ts";
import { paragraphsOf, plainTextOf } from "../../../src/shared/domain/simple-markdown.ts";
import { zodiacSigns } from "../../../src/shared/domain/zodiac.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

const sentences = (text: string) =>
  plainTextOf(text)
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);

describe("demo horoscopes", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDemoData(t.handle.db, { phone: undefined, password: undefined });
  });
  afterAll(() => t.dispose());

  it("publish this month and the previous one for all twelve signs, each part 2 to 4 sentences", async () => {
    const current = berlinMonthOf(new Date());
    const months = await t.handle.db.selectFrom("horoscope_months").selectAll().orderBy("month", "desc").execute();
    expect(months.map((m) => m.month)).toEqual([current, addMonths(current, -1)]);
    expect(months.every((m) => m.published_at !== null)).toBe(true);
    const texts = await t.handle.db.selectFrom("horoscope_texts").selectAll().execute();
    expect(texts).toHaveLength(24);
    for (const month of [current, addMonths(current, -1)]) {
      expect(new Set(texts.filter((r) => r.month === month).map((r) => r.sign))).toEqual(new Set(zodiacSigns));
    }
    for (const row of texts) {
      // The first paragraph is the teaser; the second is for members.
      expect(paragraphsOf(row.love)).toHaveLength(2);
      for (const part of [row.love, row.career, row.wellbeing, row.tip]) {
        expect(sentences(part).length).toBeGreaterThanOrEqual(2);
        expect(sentences(part).length).toBeLessThanOrEqual(4);
        expect(part).not.toContain("{Monat}");
      }
    }
    // Two months of the same sign read differently.
    const krebs = texts.filter((r) => r.sign === "krebs");
    expect(krebs[0]?.love).not.toBe(krebs[1]?.love);
  });
});
