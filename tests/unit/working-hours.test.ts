import { describe, expect, it } from "vitest";
import {
  formatWorkingHours,
  nextOpeningText,
  parseWorkingHours,
  withinWorkingHours,
  workingHoursMessages,
} from "../../src/shared/domain/working-hours.ts";

function spans(text: string) {
  const result = parseWorkingHours(text);
  if (!result.ok) throw new Error(result.message);
  return result.spans;
}

// Friday 27 November 2026; Berlin is UTC+1 in winter.
const friday = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00+01:00`);

describe("parseWorkingHours", () => {
  it("reads day ranges, single days and every day, with or without 'Uhr', dash or en dash", () => {
    expect(spans("Mo–Fr 18–23 Uhr, Sa 10-14")).toEqual([
      { days: [1, 2, 3, 4, 5], from: 1080, to: 1380 },
      { days: [6], from: 600, to: 840 },
    ]);
    expect(spans("täglich 9:30–12 Uhr")).toEqual([{ days: [1, 2, 3, 4, 5, 6, 7], from: 570, to: 720 }]);
    expect(spans("Fr-Mo 20–2 Uhr")).toEqual([{ days: [5, 6, 7, 1], from: 1200, to: 120 }]);
    expect(spans("So 18–24 Uhr")).toEqual([{ days: [7], from: 1080, to: 1440 }]);
    expect(spans("  ")).toEqual([]);
  });

  it("refuses what it cannot read, with a German message", () => {
    for (const text of ["abends", "Mo 18", "Xy 10–12 Uhr", "Mo 25–26 Uhr", "Mo 10:15–12 Uhr", "Mo 24–2 Uhr"]) {
      expect(parseWorkingHours(text)).toEqual({ ok: false, message: workingHoursMessages.format });
    }
    expect(parseWorkingHours("Mo 10–10 Uhr")).toEqual({ ok: false, message: workingHoursMessages.empty });
    expect(parseWorkingHours(`Mo 10–12 Uhr, ${"Di 10–12 Uhr, ".repeat(10)}`)).toEqual({
      ok: false,
      message: workingHoursMessages.tooLong,
    });
  });

  it("writes the hours back in one form", () => {
    expect(formatWorkingHours(spans("mo-fr 18-23, sa 10:30-14 uhr; täglich 0–24"))).toBe(
      "Mo–Fr 18–23 Uhr, Sa 10:30–14 Uhr, täglich 0–24 Uhr",
    );
  });
});

describe("when the consultant is there", () => {
  const weekdays = spans("Mo–Fr 18–23 Uhr, Sa 10–14 Uhr");

  it("knows whether the hours run now, in Berlin time", () => {
    expect(withinWorkingHours(weekdays, friday("18:00"))).toBe(true);
    expect(withinWorkingHours(weekdays, friday("22:59"))).toBe(true);
    expect(withinWorkingHours(weekdays, friday("23:00"))).toBe(false);
    expect(withinWorkingHours(weekdays, friday("17:59"))).toBe(false);
  });

  it("counts a span past midnight on the next morning too", () => {
    const late = spans("Fr 20–2 Uhr");
    expect(withinWorkingHours(late, new Date("2026-11-28T01:30:00+01:00"))).toBe(true);
    expect(withinWorkingHours(late, new Date("2026-11-28T02:00:00+01:00"))).toBe(false);
  });

  it("says when they are next there: today, tomorrow or the weekday", () => {
    expect(nextOpeningText(weekdays, friday("09:00"))).toBe("heute ab 18 Uhr");
    expect(nextOpeningText(weekdays, friday("23:30"))).toBe("morgen ab 10 Uhr");
    expect(nextOpeningText(weekdays, new Date("2026-11-28T15:00:00+01:00"))).toBe("Montag ab 18 Uhr");
    expect(nextOpeningText(spans("Sa 10:30–14 Uhr"), friday("12:00"))).toBe("morgen ab 10:30 Uhr");
    expect(nextOpeningText(weekdays, friday("19:00"))).toBeNull();
    expect(nextOpeningText([], friday("19:00"))).toBeNull();
  });

  it("uses Berlin's summer time in summer", () => {
    // 16:00 UTC on a Monday in July is 18:00 in Berlin.
    expect(withinWorkingHours(weekdays, new Date("2026-07-06T16:00:00Z"))).toBe(true);
    expect(withinWorkingHours(weekdays, new Date("2026-07-06T15:59:00Z"))).toBe(false);
  });
});

describe("the demo consultants' working hours", () => {
  it("are stored in the canonical form", async () => {
    const { demoConsultants } = await import("../../src/server/db/seed/demo-consultants.ts");
    for (const { working_hours: text } of demoConsultants) {
      const read = parseWorkingHours(text ?? "");
      expect(read.ok && formatWorkingHours(read.spans), String(text)).toBe(text);
    }
  });
});
