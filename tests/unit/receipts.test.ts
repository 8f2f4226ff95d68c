import { describe, expect, it } from "vitest";
import { membershipReceiptService } from "../../src/server/modules/subscriptions/receipt-service.ts";
import { berlinStartOfDay } from "../../src/shared/domain/berlin-time.ts";
import { formatDayRange, receiptFileName, receiptNumber, vatContainedCents } from "../../src/shared/domain/receipts.ts";
import { termsFor } from "../../src/shared/domain/subscription-terms.ts";

describe("vatContainedCents: gross − round(gross / 1.19), half up, in integers", () => {
  it.each([
    [0, 0],
    [1, 0], // 0.840 -> net 1
    [6, 1], // 5.042 -> net 5
    [119, 19], // exactly 100 net
    [499, 80], // 419.33 -> 419
    [1000, 160], // 840.34 -> 840
    [5000, 798], // 4201.68 -> 4202
    [2975, 475], // 2500.00 exactly
    [18445, 2945], // 15500.00 exactly
  ])("%i cents contain %i cents VAT", (gross, vat) => {
    expect(vatContainedCents(gross)).toBe(vat);
  });

  it("rounds a net of exactly half a cent up", () => {
    // 1.19 × 0.5 = 0.595: no whole-cent gross lies on a half, so check the rule on its edge:
    // 2 cents gross is 1.68 net -> 2, VAT 0; 3 cents is 2.52 -> 3, VAT 0; 4 cents is 3.36 -> 3, VAT 1.
    expect([2, 3, 4].map(vatContainedCents)).toEqual([0, 0, 1]);
  });

  it("gives a refund's negative amount the negative VAT of the same positive amount", () => {
    expect(vatContainedCents(-400)).toBe(-64);
    expect(vatContainedCents(-1000)).toBe(-vatContainedCents(1000));
  });

  it("agrees with the float formula wherever the float is not on an edge", () => {
    for (let gross = 0; gross <= 20000; gross += 7) {
      const float = gross - Math.round(gross / 1.19);
      expect(vatContainedCents(gross)).toBe(float);
    }
  });
});

describe("receipt numbers and names", () => {
  it("writes the year and six digits", () => {
    expect(receiptNumber(2026, 123)).toBe("2026-000123");
    expect(receiptNumber(2027, 1)).toBe("2027-000001");
    expect(receiptFileName("2026-000123")).toBe("Beleg-2026-000123.pdf");
  });

  it("names a week within a month, across months and across years", () => {
    expect(formatDayRange("2026-12-12", "2026-12-18")).toBe("12.–18. Dezember 2026");
    expect(formatDayRange("2026-11-28", "2026-12-04")).toBe("28. November – 4. Dezember 2026");
    expect(formatDayRange("2026-12-29", "2027-01-04")).toBe("29. Dezember 2026 – 4. Januar 2027");
  });
});

describe("membershipReceiptService", () => {
  const terms = termsFor(berlinStartOfDay("2026-11-12"));

  it("names the trial month for the payment at the start", () => {
    expect(membershipReceiptService(terms, null, new Date("2026-11-12T10:00:00Z"))).toBe(
      "Premium-Mitgliedschaft, Probemonat",
    );
  });

  it("names the Berlin calendar week each weekly fee pays", () => {
    const trialEnd = terms.trialEndsAt;
    expect(membershipReceiptService(terms, trialEnd, new Date(trialEnd.getTime() + 60_000))).toBe(
      "Premium-Mitgliedschaft, Woche 12.–18. Dezember 2026",
    );
    // Taken an hour before the boundary, the next fee pays the next week.
    const paidUntil = new Date(trialEnd.getTime() + 7 * 24 * 3_600_000);
    expect(membershipReceiptService(terms, paidUntil, new Date(paidUntil.getTime() - 3_600_000))).toBe(
      "Premium-Mitgliedschaft, Woche 19.–25. Dezember 2026",
    );
  });
});
