import { describe, expect, it } from "vitest";
import {
  addDays,
  berlinDayOf,
  berlinEndOfDay,
  berlinStartOfDay,
  formatBerlinDateTime,
  isIsoDay,
} from "../../src/shared/domain/berlin-time.ts";
import { withdrawalDeadline } from "../../src/server/modules/contract-declarations/withdrawal-period.ts";

describe("Berlin calendar days", () => {
  it("starts a day at local midnight in winter and in summer", () => {
    expect(berlinStartOfDay("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(berlinStartOfDay("2026-07-15").toISOString()).toBe("2026-07-14T22:00:00.000Z");
  });

  it("ends the day of a clock change at the next local midnight", () => {
    // 29 March 2026 has 23 hours in Berlin, 25 October 2026 has 25.
    expect(berlinEndOfDay("2026-03-29").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(berlinEndOfDay("2026-10-25").toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("names the Berlin day of an instant, not the UTC day", () => {
    expect(berlinDayOf(new Date("2026-07-14T22:30:00Z"))).toBe("2026-07-15");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
  });

  it("accepts real calendar days only", () => {
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2027-02-29")).toBe(false);
    expect(isIsoDay("30.06.2027")).toBe(false);
  });

  it("formats date and time with the zone a German reader expects", () => {
    expect(formatBerlinDateTime(new Date("2026-11-25T13:03:12Z"))).toBe("25.11.2026 um 14:03:12 Uhr (MEZ)");
    expect(formatBerlinDateTime(new Date("2026-07-01T13:03:12Z"), { seconds: false })).toBe(
      "01.07.2026 um 15:03 Uhr (MESZ)",
    );
  });
});

describe("withdrawal period", () => {
  it("runs until the 14th day after the contract day is over", () => {
    // Concluded on 1 July late in the evening: the period ends when 15 July is over.
    expect(withdrawalDeadline(new Date("2026-07-01T21:30:00Z")).toISOString()).toBe("2026-07-15T22:00:00.000Z");
    // 21:59:59 UTC is the last second of 1 July in Berlin; one second later it is 2 July there.
    expect(withdrawalDeadline(new Date("2026-07-01T21:59:59Z")).toISOString()).toBe("2026-07-15T22:00:00.000Z");
    expect(withdrawalDeadline(new Date("2026-07-01T22:00:00Z")).toISOString()).toBe("2026-07-16T22:00:00.000Z");
  });
});
