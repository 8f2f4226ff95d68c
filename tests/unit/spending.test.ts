import { describe, expect, it } from "vitest";
import {
  berlinDayPeriod,
  berlinMonthPeriod,
  formatLongBerlinDate,
  limitChange,
  maxSecondsFor,
  memberLineCentsPerMinute,
  pauseUntil,
  remainingCents,
  replacesPause,
  smallerRemainder,
  warningThreshold,
} from "../../src/shared/domain/spending.ts";

const at = (iso: string) => new Date(iso);
const iso = (period: { from: Date; resetsAt: Date }) => [period.from.toISOString(), period.resetsAt.toISOString()];

describe("the periods of the spending cap", () => {
  it("are Berlin calendar months, whatever the UTC date", () => {
    // 23:30 UTC on 30 November is already 1 December in Berlin.
    expect(iso(berlinMonthPeriod(at("2026-11-30T23:30:00Z")))).toEqual([
      "2026-11-30T23:00:00.000Z",
      "2026-12-31T23:00:00.000Z",
    ]);
    expect(iso(berlinMonthPeriod(at("2026-11-30T22:59:59Z")))).toEqual([
      "2026-10-31T23:00:00.000Z",
      "2026-11-30T23:00:00.000Z",
    ]);
    // December rolls into January of the next year.
    expect(berlinMonthPeriod(at("2026-12-15T12:00:00Z")).resetsAt.toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it("span the clock changes: March starts in winter time and ends in summer time", () => {
    expect(iso(berlinMonthPeriod(at("2027-03-15T12:00:00Z")))).toEqual([
      "2027-02-28T23:00:00.000Z",
      "2027-03-31T22:00:00.000Z",
    ]);
    expect(iso(berlinMonthPeriod(at("2026-10-25T12:00:00Z")))).toEqual([
      "2026-09-30T22:00:00.000Z",
      "2026-10-31T23:00:00.000Z",
    ]);
  });

  it("are Berlin calendar days, 23 and 25 hours long on the days the clocks change", () => {
    expect(iso(berlinDayPeriod(at("2026-11-27T05:00:00Z")))).toEqual([
      "2026-11-26T23:00:00.000Z",
      "2026-11-27T23:00:00.000Z",
    ]);
    const spring = berlinDayPeriod(at("2027-03-28T12:00:00Z"));
    expect(spring.resetsAt.getTime() - spring.from.getTime()).toBe(23 * 3600_000);
    const autumn = berlinDayPeriod(at("2026-10-25T12:00:00Z"));
    expect(autumn.resetsAt.getTime() - autumn.from.getTime()).toBe(25 * 3600_000);
  });

  it("write the reset date out in German", () => {
    expect(formatLongBerlinDate("2026-11-30T23:00:00.000Z")).toBe("1. Dezember 2026");
  });
});

describe("the arithmetic of the cap", () => {
  it("tells lowering from raising, null standing for no limit", () => {
    expect(limitChange(15_000, 10_000)).toBe("lower");
    expect(limitChange(null, 10_000)).toBe("lower");
    expect(limitChange(10_000, 15_000)).toBe("raise");
    expect(limitChange(10_000, null)).toBe("raise");
    expect(limitChange(null, null)).toBe("none");
    expect(limitChange(5_000, 5_000)).toBe("none");
  });

  it("leaves what the limit allows after the spent and the held, never below zero", () => {
    expect(remainingCents(15_000, 10_000, 2_000)).toBe(3_000);
    expect(remainingCents(15_000, 14_000, 2_000)).toBe(0);
    expect(remainingCents(null, 14_000, 2_000)).toBeNull();
    expect(smallerRemainder(3_000, null)).toBe(3_000);
    expect(smallerRemainder(null, 2_000)).toBe(2_000);
    expect(smallerRemainder(3_000, 2_000)).toBe(2_000);
    expect(smallerRemainder(null, null)).toBeNull();
  });

  it("gives the longest call the remainder pays for: floor(remaining ÷ price per second)", () => {
    expect(memberLineCentsPerMinute).toBe(69);
    expect(maxSecondsFor(69, 69)).toBe(60);
    expect(maxSecondsFor(100, 69)).toBe(86);
    expect(maxSecondsFor(15_000, 69)).toBe(13_043);
    expect(maxSecondsFor(0, 69)).toBe(0);
  });

  it("warns at 80 % and ends pauses after their length", () => {
    expect(warningThreshold(15_000)).toBe(12_000);
    expect(warningThreshold(999)).toBe(800);
    const now = at("2026-11-27T10:00:00Z");
    expect(pauseUntil(now, "24h")?.toISOString()).toBe("2026-11-28T10:00:00.000Z");
    expect(pauseUntil(now, "7d")?.toISOString()).toBe("2026-12-04T10:00:00.000Z");
    expect(pauseUntil(now, "30d")?.toISOString()).toBe("2026-12-27T10:00:00.000Z");
    expect(pauseUntil(now, "open")).toBeNull();
  });
});

describe("a pause while one runs", () => {
  it("is replaced only by a longer choice, or by any later end once it is ending early", () => {
    const running = { length: "7d", endingEarlyAt: null };
    expect(replacesPause(running, "30d", new Date("2027-01-01T00:00:00Z"))).toBe(true);
    expect(replacesPause(running, "open", null)).toBe(true);
    expect(replacesPause(running, "7d", new Date("2027-01-01T00:00:00Z"))).toBe(false);
    expect(replacesPause(running, "24h", new Date("2027-01-01T00:00:00Z"))).toBe(false);
    expect(replacesPause({ length: "open", endingEarlyAt: null }, "open", null)).toBe(false);
    const ending = { length: "open", endingEarlyAt: new Date("2026-11-28T10:00:00Z") };
    expect(replacesPause(ending, "24h", new Date("2026-11-28T11:00:00Z"))).toBe(true);
    expect(replacesPause(ending, "24h", new Date("2026-11-28T09:00:00Z"))).toBe(false);
  });
});
