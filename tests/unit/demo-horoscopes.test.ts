import { describe, expect, it } from "vitest";
import { demoHoroscopes } from "../../src/server/db/seed/demo-horoscopes.ts";

// The demo horoscopes are put together from pools of sentences: within a month no sentence may
// turn up for two signs, nor twice for one sign.

const sentencesOf = (text: string): string[] =>
  text
    .replaceAll("**", "")
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");

const months = Array.from(
  { length: 24 },
  (_, i) => `${2026 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`,
);

describe("demoHoroscopes", () => {
  it.each(months)("uses no sentence twice among the twelve signs of %s", (month) => {
    const sentences = Object.values(demoHoroscopes(month)).flatMap((texts) =>
      Object.values(texts).flatMap((text) => sentencesOf(text)),
    );
    const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index);
    expect(repeated).toEqual([]);
    expect(sentences.length).toBeGreaterThanOrEqual(12 * 6);
  });

  it("gives a sign different texts in consecutive months", () => {
    const [first, second] = [demoHoroscopes("2026-11"), demoHoroscopes("2026-12")];
    expect(first.widder.love).not.toBe(second.widder.love);
    expect(first.widder.tip).not.toBe(second.widder.tip);
  });
});
