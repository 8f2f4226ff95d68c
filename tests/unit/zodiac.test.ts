import { describe, expect, it } from "vitest";
import { signDateRange, signOfBirthDate, zodiacSigns, type ZodiacSign } from "../../src/shared/domain/zodiac.ts";

// Every cusp: the last day of one sign and the first day of the next.
const cusps: Array<[string, ZodiacSign, string, ZodiacSign]> = [
  ["1990-01-20", "steinbock", "1990-01-21", "wassermann"],
  ["1990-02-19", "wassermann", "1990-02-20", "fische"],
  ["1990-03-20", "fische", "1990-03-21", "widder"],
  ["1990-04-20", "widder", "1990-04-21", "stier"],
  ["1990-05-20", "stier", "1990-05-21", "zwillinge"],
  ["1990-06-21", "zwillinge", "1990-06-22", "krebs"],
  ["1990-07-22", "krebs", "1990-07-23", "loewe"],
  ["1990-08-23", "loewe", "1990-08-24", "jungfrau"],
  ["1990-09-23", "jungfrau", "1990-09-24", "waage"],
  ["1990-10-23", "waage", "1990-10-24", "skorpion"],
  ["1990-11-22", "skorpion", "1990-11-23", "schuetze"],
  ["1990-12-21", "schuetze", "1990-12-22", "steinbock"],
];

describe("signOfBirthDate", () => {
  it.each(cusps)("%s is %s, %s is %s", (lastDay, before, firstDay, after) => {
    expect(signOfBirthDate(lastDay)).toBe(before);
    expect(signOfBirthDate(firstDay)).toBe(after);
  });

  it("covers every sign exactly once at the cusps", () => {
    expect(new Set(cusps.map((c) => c[3]))).toEqual(new Set(zodiacSigns));
  });

  it("wraps the year for Steinbock and knows 29 February", () => {
    expect(signOfBirthDate("2000-12-31")).toBe("steinbock");
    expect(signOfBirthDate("2001-01-01")).toBe("steinbock");
    expect(signOfBirthDate("2000-02-29")).toBe("fische");
  });

  it("assigns every day of a leap year to one sign", () => {
    const day = new Date(Date.UTC(2000, 0, 1));
    while (day.getUTCFullYear() === 2000) {
      expect(signOfBirthDate(day.toISOString().slice(0, 10))).not.toBeNull();
      day.setUTCDate(day.getUTCDate() + 1);
    }
  });

  it("refuses what is not a date", () => {
    expect(signOfBirthDate("1990-13-01")).toBeNull();
    expect(signOfBirthDate("01.02.1990")).toBeNull();
    expect(signOfBirthDate("")).toBeNull();
  });

  it("prints the date ranges the German way", () => {
    expect(signDateRange("widder")).toBe("21.03. – 20.04.");
    expect(signDateRange("steinbock")).toBe("22.12. – 20.01.");
  });
});
