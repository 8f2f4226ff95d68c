import { describe, expect, it } from "vitest";
import {
  addDays,
  berlinDayOf,
  berlinEndOfDay,
  berlinStartOfDay,
  formatBerlinDate,
  formatBerlinDateShortTime,
  formatBerlinDateTime,
  formatBerlinTime,
  isIsoDay,
} from "../../src/shared/domain/berlin-time.ts";
import { cancellationMail, cancellationMessage } from "../../src/server/modules/subscriptions/cancellation-mail.ts";
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

describe("the one date formatter", () => {
  it("writes the Berlin calendar day around midnight, not the UTC day", () => {
    // Winter (UTC+1): 22:59 UTC is still the 15th in Berlin, 23:00 UTC is already the 16th.
    expect(formatBerlinDate(new Date("2027-01-15T22:59:59Z"))).toBe("15.01.2027");
    expect(formatBerlinDate(new Date("2027-01-15T23:00:00Z"))).toBe("16.01.2027");
    // Summer (UTC+2): the day changes at 22:00 UTC.
    expect(formatBerlinDate(new Date("2027-07-15T21:59:59Z"))).toBe("15.07.2027");
    expect(formatBerlinDate(new Date("2027-07-15T22:00:00Z"))).toBe("16.07.2027");
    // New Year: Berlin is a year ahead of UTC for an hour.
    expect(formatBerlinDate(new Date("2026-12-31T23:30:00Z"))).toBe("01.01.2027");
  });

  it("follows the clock change in spring", () => {
    // 28 March 2027: at 01:00 UTC the clocks jump from 02:00 CET to 03:00 CEST.
    expect(formatBerlinDateShortTime(new Date("2027-03-28T00:59:00Z"))).toBe("28.03.2027, 01:59");
    expect(formatBerlinDateShortTime(new Date("2027-03-28T01:00:00Z"))).toBe("28.03.2027, 03:00");
    // The evening before the change: midnight is still at 23:00 UTC.
    expect(formatBerlinDate(new Date("2027-03-27T22:59:59Z"))).toBe("27.03.2027");
    expect(formatBerlinDate(new Date("2027-03-27T23:00:00Z"))).toBe("28.03.2027");
    // The evening after: midnight has moved to 22:00 UTC.
    expect(formatBerlinDate(new Date("2027-03-28T21:59:59Z"))).toBe("28.03.2027");
    expect(formatBerlinDate(new Date("2027-03-28T22:00:00Z"))).toBe("29.03.2027");
  });

  it("follows the clock change in autumn, when 02:30 happens twice", () => {
    // 31 October 2027: at 01:00 UTC the clocks go back from 03:00 CEST to 02:00 CET.
    expect(formatBerlinDateTime(new Date("2027-10-31T00:30:00Z"), { seconds: false })).toBe(
      "31.10.2027 um 02:30 Uhr (MESZ)",
    );
    expect(formatBerlinDateTime(new Date("2027-10-31T01:30:00Z"), { seconds: false })).toBe(
      "31.10.2027 um 02:30 Uhr (MEZ)",
    );
    // Midnight before the change is at 22:00 UTC, midnight after it at 23:00 UTC.
    expect(formatBerlinDate(new Date("2027-10-30T22:00:00Z"))).toBe("31.10.2027");
    expect(formatBerlinDate(new Date("2027-10-31T22:59:59Z"))).toBe("31.10.2027");
    expect(formatBerlinDate(new Date("2027-10-31T23:00:00Z"))).toBe("01.11.2027");
  });

  it("writes midnight as 00:00 and pads day, month and hour", () => {
    expect(formatBerlinTime(new Date("2027-01-04T23:00:00Z"))).toBe("00:00");
    expect(formatBerlinDateShortTime("2027-03-05T08:07:00Z")).toBe("05.03.2027, 09:07");
  });

  it("takes the API's ISO text and epoch milliseconds as well as a Date", () => {
    const iso = "2027-07-15T22:30:00.000Z";
    expect(formatBerlinDate(iso)).toBe("16.07.2027");
    expect(formatBerlinDate(Date.parse(iso))).toBe("16.07.2027");
    expect(formatBerlinDateTime(iso)).toBe("16.07.2027 um 00:30:00 Uhr (MESZ)");
  });

  it("shows a dash instead of breaking on a missing or unreadable date", () => {
    expect(formatBerlinDate(null)).toBe("–");
    expect(formatBerlinDate(undefined)).toBe("–");
    expect(formatBerlinDate("")).toBe("–");
    expect(formatBerlinDate("kein Datum")).toBe("–");
    expect(formatBerlinDateShortTime("kein Datum")).toBe("–");
  });

  it("gives the cancellation mail the same end date as the page", () => {
    // 00:30 in Berlin is the previous evening in America: the day must be Berlin's.
    const accessUntil = new Date("2027-02-09T23:30:00Z");
    expect(cancellationMessage(accessUntil)).toContain("bis zum 10.02.2027.");
    const mail = cancellationMail({
      to: "mia@example.org",
      name: "Mia",
      brandName: "Sternenruf",
      contract: "Premium",
      receivedAt: new Date("2027-01-31T23:15:00Z"),
      accessUntil,
    });
    expect(mail.text).toContain("Eingang der Kündigung: 01.02.2027, 00:15 Uhr");
    expect(mail.text).toContain("Ende der Mitgliedschaft: 10.02.2027");
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
