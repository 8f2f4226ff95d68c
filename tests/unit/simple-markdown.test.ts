import { describe, expect, it } from "vitest";
import { inlineSpansOf, paragraphsOf, plainTextOf } from "../../src/shared/domain/simple-markdown.ts";
import { addMonths, berlinMonthOf, formatMonth } from "../../src/shared/domain/horoscope-month.ts";

describe("the horoscope Markdown subset", () => {
  it("splits paragraphs at blank lines", () => {
    expect(paragraphsOf("Eins\nnoch eins\n\n  \nZwei\r\n\r\nDrei")).toEqual(["Eins\nnoch eins", "Zwei", "Drei"]);
  });

  it("knows bold and italics and nothing else", () => {
    expect(inlineSpansOf("Ein **starker** und *leiser* Monat")).toEqual([
      { text: "Ein ", bold: false, italic: false },
      { text: "starker", bold: true, italic: false },
      { text: " und ", bold: false, italic: false },
      { text: "leiser", bold: false, italic: true },
      { text: " Monat", bold: false, italic: false },
    ]);
    expect(inlineSpansOf("<b>x</b> [Link](https://example.com) # Titel")).toEqual([
      { text: "<b>x</b> [Link](https://example.com) # Titel", bold: false, italic: false },
    ]);
    expect(inlineSpansOf("3 * 4 = 12")).toEqual([{ text: "3 * 4 = 12", bold: false, italic: false }]);
  });

  it("gives plain text without markers", () => {
    expect(plainTextOf("**A** b\n\n*c*")).toBe("A b\n\nc");
  });
});

describe("horoscope months", () => {
  it("are Berlin calendar months", () => {
    expect(berlinMonthOf(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12");
    expect(berlinMonthOf(new Date("2026-11-30T22:59:00Z"))).toBe("2026-11");
  });
  it("step across years and read in German", () => {
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(formatMonth("2026-03")).toBe("März 2026");
  });
});
