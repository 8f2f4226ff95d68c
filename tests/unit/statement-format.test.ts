import { describe, expect, it } from "vitest";
import { chargedSeconds, droppedCallNote } from "../../src/shared/domain/call-end.ts";
import { csvEuro, csvField, statementCsv } from "../../src/server/modules/statements/csv.ts";
import {
  berlinMonthRange,
  buildStatement,
  monthRefusal,
  statementMonths,
} from "../../src/server/modules/statements/statement.ts";

describe("CSV fields (RFC 4180, semicolons)", () => {
  it("leaves plain text alone and quotes what needs it, doubling quotes", () => {
    expect(csvField("Luna Sternberg")).toBe("Luna Sternberg");
    expect(csvField("Luna; Stern")).toBe('"Luna; Stern"');
    expect(csvField('Luna "die Weise"')).toBe('"Luna ""die Weise"""');
    expect(csvField("zwei\nZeilen")).toBe('"zwei\nZeilen"');
    expect(csvField("zwei\r\nZeilen")).toBe('"zwei\r\nZeilen"');
    expect(csvField("Komma, kein Trenner")).toBe("Komma, kein Trenner");
    expect(csvField("Ümlaut ß")).toBe("Ümlaut ß");
    expect(csvField(null)).toBe("");
    expect(csvField(180)).toBe("180");
  });

  it("keeps text from running as a spreadsheet formula", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+49 151")).toBe("'+49 151");
    expect(csvField("@Luna")).toBe("'@Luna");
    expect(csvField("-x;y")).toBe(`"'-x;y"`);
  });
});

describe("de-DE numbers", () => {
  it("writes euro amounts with a decimal comma and no thousands dots", () => {
    expect(csvEuro(0)).toBe("0,00");
    expect(csvEuro(69)).toBe("0,69");
    expect(csvEuro(1999)).toBe("19,99");
    expect(csvEuro(123456)).toBe("1234,56");
    expect(csvEuro(-499)).toBe("-4,99");
  });

  it("keeps negative amounts as numbers in the CSV, not as escaped text", () => {
    const statement = buildStatement({
      month: "2026-11",
      customerName: "Erika",
      calls: [],
      payments: [{ paid_at: "2026-11-03T10:00:00Z", purpose: "credits", provider: "paypal", amount_cents: -1999 }],
    });
    const lines = statementCsv(statement).split("\r\n");
    expect(lines[1]).toBe("Zahlung;03.11.2026;11:00;PayPal;Cosmos Credits;;;;-19,99;");
    expect(lines.at(-2)).toBe("Summe Zahlungen;;;;;;;;-19,99;");
  });
});

describe("statement months (Europe/Berlin)", () => {
  it("starts and ends a month at Berlin midnight", () => {
    expect(berlinMonthRange("2026-11")).toEqual({
      from: new Date("2026-10-31T23:00:00.000Z"),
      to: new Date("2026-11-30T23:00:00.000Z"),
    });
    expect(berlinMonthRange("2026-07").from.toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(berlinMonthRange("2026-12").to.toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it("lists the months since the account, newest first", () => {
    const now = new Date("2027-01-10T12:00:00Z");
    expect(statementMonths("2026-10-31T23:30:00Z", now)).toEqual(["2027-01", "2026-12", "2026-11"]);
    expect(statementMonths("2026-10-31T22:30:00Z", now)).toEqual(["2027-01", "2026-12", "2026-11", "2026-10"]);
  });

  it("refuses malformed, future and too early months", () => {
    const now = new Date("2026-11-30T23:30:00Z"); // 1 December in Berlin
    const created = "2026-10-15T08:00:00Z";
    expect(monthRefusal("2026-12", created, now)).toBeNull();
    expect(monthRefusal("2027-01", created, now)).toMatch(/noch nicht begonnen/);
    expect(monthRefusal("2026-09", created, now)).toBe(
      "Für diesen Monat gibt es keine Monatsübersicht: Ihr Konto besteht seit Oktober 2026.",
    );
    for (const bad of ["2026-00", "2026-13", "26-11", "2026-11-01", ""]) {
      expect(monthRefusal(bad, created, now)).toMatch(/Format JJJJ-MM/);
    }
  });
});

describe("dropped calls on the credit line", () => {
  it("waives the first minute of a call dropped by the consultant's side or the network", () => {
    expect(chargedSeconds(45, "network")).toEqual({ charged: 0, waived: 45 });
    expect(chargedSeconds(60, "consultant")).toEqual({ charged: 0, waived: 60 });
    expect(chargedSeconds(61, "consultant")).toEqual({ charged: 1, waived: 60 });
    expect(chargedSeconds(300, "network")).toEqual({ charged: 240, waived: 60 });
  });

  it("charges every second otherwise", () => {
    expect(chargedSeconds(45, "caller")).toEqual({ charged: 45, waived: 0 });
    expect(chargedSeconds(45, "timeout")).toEqual({ charged: 45, waived: 0 });
    expect(chargedSeconds(45, null)).toEqual({ charged: 45, waived: 0 });
  });

  it("says why in the call history", () => {
    expect(droppedCallNote(45, 0)).toBe("Verbindung abgebrochen: nicht berechnet");
    expect(droppedCallNote(60, 240)).toBe("Verbindung abgebrochen: 1 Min. nicht berechnet");
    expect(droppedCallNote(0, 240)).toBeNull();
  });
});
