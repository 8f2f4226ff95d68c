import { describe, expect, it } from "vitest";
import { ageOn, birthDateProblem, isAdultAt } from "../../src/shared/domain/adult-age.ts";
import { adultBirthDateField, birthDateField, birthDateMessages } from "../../src/shared/schemas/fields.ts";
import { birthDayYearsAgo } from "../support/registration.ts";

describe("ageOn", () => {
  it("counts a year more on the birthday itself, not the day before", () => {
    expect(ageOn("2008-11-27", "2026-11-26")).toBe(17);
    expect(ageOn("2008-11-27", "2026-11-27")).toBe(18);
    expect(ageOn("2008-11-27", "2026-11-28")).toBe(18);
    expect(ageOn("2008-12-01", "2026-11-30")).toBe(17);
  });

  it("lets someone born on 29 February turn a year older on 1 March in other years", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("2008-02-29", "2028-02-28")).toBe(19);
    expect(ageOn("2008-02-29", "2028-02-29")).toBe(20);
  });
});

describe("isAdultAt", () => {
  it("turns at midnight in Berlin, in winter (UTC+1) and in summer (UTC+2)", () => {
    expect(isAdultAt("2008-11-27", new Date("2026-11-26T22:59:59Z"))).toBe(false);
    expect(isAdultAt("2008-11-27", new Date("2026-11-26T23:00:00Z"))).toBe(true);
    expect(isAdultAt("2008-07-15", new Date("2026-07-14T21:59:59Z"))).toBe(false);
    expect(isAdultAt("2008-07-15", new Date("2026-07-14T22:00:00Z"))).toBe(true);
  });

  it("on 29 February's birthday in a common year: a minor on 28 February, an adult from 1 March 00:00 Berlin", () => {
    expect(isAdultAt("2008-02-29", new Date("2026-02-28T12:00:00Z"))).toBe(false);
    expect(isAdultAt("2008-02-29", new Date("2026-02-28T23:00:00Z"))).toBe(true);
  });
});

describe("birthDateProblem", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("refuses impossible days, days before 1900 and days after today in Berlin", () => {
    expect(birthDateProblem("1980-05-17", now)).toBeNull();
    expect(birthDateProblem("1900-01-01", now)).toBeNull();
    expect(birthDateProblem("2026-11-27", now)).toBeNull();
    expect(birthDateProblem("2007-02-29", now)).toBe("invalid");
    expect(birthDateProblem("1980-13-01", now)).toBe("invalid");
    expect(birthDateProblem("17.05.1980", now)).toBe("invalid");
    expect(birthDateProblem("1899-12-31", now)).toBe("tooEarly");
    expect(birthDateProblem("2026-11-28", now)).toBe("future");
    // 23:30 UTC on 27 November is already 28 November in Berlin.
    expect(birthDateProblem("2026-11-28", new Date("2026-11-27T23:30:00Z"))).toBeNull();
  });
});

describe("the birth-date fields", () => {
  const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.success ? null : result.error?.issues[0]?.message;

  it("accepts someone who turns 18 today and refuses someone who turns 18 tomorrow", () => {
    expect(adultBirthDateField.safeParse(birthDayYearsAgo(18)).success).toBe(true);
    expect(messageOf(adultBirthDateField.safeParse(birthDayYearsAgo(18, 1)))).toBe(birthDateMessages.underage);
  });

  it("names what is wrong with a missing or impossible date in German", () => {
    expect(messageOf(adultBirthDateField.safeParse(undefined))).toBe(birthDateMessages.required);
    expect(messageOf(adultBirthDateField.safeParse(""))).toBe(birthDateMessages.required);
    expect(messageOf(adultBirthDateField.safeParse("1990-02-30"))).toBe(birthDateMessages.invalid);
    expect(messageOf(adultBirthDateField.safeParse("1899-12-31"))).toBe(birthDateMessages.tooEarly);
    expect(messageOf(adultBirthDateField.safeParse("2999-01-01"))).toBe(birthDateMessages.future);
    expect(adultBirthDateField.safeParse("2999-01-01").error?.issues).toHaveLength(1);
  });

  it("lets the later prompt take a minor's date (the account is then restricted, not refused)", () => {
    expect(birthDateField.safeParse(birthDayYearsAgo(10)).success).toBe(true);
  });
});
