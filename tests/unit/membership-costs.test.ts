import { describe, expect, it } from "vitest";
import { membershipCosts, minimumPaymentFor } from "../../src/shared/domain/membership-costs.ts";
import {
  cancellationTermText,
  costSummaryLines,
  memberMinuteClaim,
  trialAndWeeklyText,
} from "../../src/shared/domain/membership-texts.ts";
import { cancellationEffectiveAt, termsFor } from "../../src/shared/domain/subscription-terms.ts";

describe("membership costs", () => {
  it("states the weekly fee and its monthly equivalent, 4,99 € × 52 ÷ 12", () => {
    expect(membershipCosts.weeklyFeeCents).toBe(499);
    expect(membershipCosts.monthlyEquivalentCents).toBe(2162);
  });

  it("pays off from 7 minutes a week: 4,99 € ÷ (1,49 € − 0,69 €) = 6,24, rounded up", () => {
    expect(membershipCosts.breakEvenMinutesPerWeek).toBe(7);
    // 6 minutes a week are still cheaper without membership, 7 are cheaper with it.
    expect(6 * 149).toBeLessThan(499 + 6 * 69);
    expect(7 * 149).toBeGreaterThan(499 + 7 * 69);
  });

  it("counts 13 weekly fees when the three months after the trial hold 89 days", () => {
    // Trial 15 Jan to 15 Feb, minimum term to 15 May: 89 days, so 13 weeks end on 17 May.
    const payment = minimumPaymentFor(new Date("2027-01-15T10:00:00Z"));
    expect(payment.weeks).toBe(13);
    expect(payment.totalCents).toBe(100 + 13 * 499);
    expect(payment.earliestEndAt.toISOString()).toBe("2027-05-17T10:00:00.000Z");
  });

  it("counts 14 weekly fees when the three months after the trial hold 92 days", () => {
    // Trial 10 Apr to 10 May, minimum term to 10 Aug: 92 days, one day into a 14th week.
    const payment = minimumPaymentFor(new Date("2027-04-10T10:00:00Z"));
    expect(payment.weeks).toBe(14);
    expect(payment.totalCents).toBe(100 + 14 * 499);
  });

  it("ends where the contract rules end a cancellation declared at once", () => {
    for (const start of ["2027-01-31T23:30:00Z", "2028-02-29T08:00:00Z", "2026-11-24T09:00:00Z"]) {
      const startedAt = new Date(start);
      const payment = minimumPaymentFor(startedAt);
      expect(payment.earliestEndAt).toEqual(cancellationEffectiveAt(termsFor(startedAt), startedAt));
      expect(payment.earliestEndAt.getTime()).toBeGreaterThanOrEqual(termsFor(startedAt).minimumTermEndsAt.getTime());
    }
  });

  it("gives 65,87 € to 70,86 € as the least payment over all start days", () => {
    expect(membershipCosts.minimumWeeks).toEqual({ fewest: 13, most: 14 });
    expect(membershipCosts.minimumTotalCents).toEqual({ fewest: 6587, most: 7086 });
  });
});

describe("membership texts", () => {
  it("says the weekly fee, the monthly equivalent, the least payment and the break-even in German format", () => {
    expect(costSummaryLines().map((line) => `${line.label}: ${line.value}`)).toEqual([
      "Wochenbeitrag: 4,99 €",
      "Umgerechnet pro Monat: 21,62 €",
      "Mindestbetrag bis zum frühesten Vertragsende: 65,87 € bis 70,86 €",
      "Lohnt sich ab: 7 Minuten pro Woche",
    ]);
    expect(costSummaryLines()[1]?.detail).toBe("4,99 € × 52 Wochen ÷ 12 Monate");
  });

  it("names the exact least payment and the earliest end for a contract starting at a given moment", () => {
    const line = costSummaryLines(new Date("2027-01-15T10:00:00Z"))[2];
    expect(line?.value).toBe("65,87 €");
    expect(line?.detail).toBe("1,00 € Testmonat + 13 × 4,99 €; frühestes Vertragsende am 17.05.2027");
  });

  it("keeps the price terms and the claim in one wording", () => {
    expect(trialAndWeeklyText).toBe("1,00 € im ersten Monat, danach 4,99 € pro Woche");
    expect(memberMinuteClaim).toBe("69 Cent pro Minute");
    expect(cancellationTermText).toMatch(/^Die Kündigung wird zum Ende des laufenden Abrechnungszeitraums wirksam/);
  });
});
