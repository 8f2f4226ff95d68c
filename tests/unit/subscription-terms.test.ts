import { describe, expect, it } from "vitest";
import {
  addMonths,
  cancellationEffectiveAt,
  nextBillingAfter,
  providerCancelDueAt,
  termsFor,
} from "../../src/shared/domain/subscription-terms.ts";

const at = (iso: string) => new Date(iso);
const dayMs = 24 * 60 * 60 * 1000;
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);

describe("addMonths", () => {
  it("keeps the day and the time of day", () => {
    expect(addMonths(at("2026-01-15T09:30:00Z"), 1)).toEqual(at("2026-02-15T09:30:00Z"));
    expect(addMonths(at("2026-11-30T23:00:00Z"), 3)).toEqual(at("2027-02-28T23:00:00Z"));
  });

  it("clamps to the last day of a shorter month", () => {
    expect(addMonths(at("2026-01-31T12:00:00Z"), 1)).toEqual(at("2026-02-28T12:00:00Z"));
    expect(addMonths(at("2028-01-31T12:00:00Z"), 1)).toEqual(at("2028-02-29T12:00:00Z"));
    expect(addMonths(at("2026-03-31T00:00:00Z"), 1)).toEqual(at("2026-04-30T00:00:00Z"));
    expect(addMonths(at("2026-08-31T00:00:00Z"), 1)).toEqual(at("2026-09-30T00:00:00Z"));
  });

  it("crosses years in both directions", () => {
    expect(addMonths(at("2026-12-31T08:00:00Z"), 1)).toEqual(at("2027-01-31T08:00:00Z"));
    expect(addMonths(at("2026-03-31T08:00:00Z"), -1)).toEqual(at("2026-02-28T08:00:00Z"));
    expect(addMonths(at("2026-01-10T08:00:00Z"), -2)).toEqual(at("2025-11-10T08:00:00Z"));
  });

  it("does not change its argument", () => {
    const date = at("2026-01-31T12:00:00Z");
    addMonths(date, 1);
    expect(date).toEqual(at("2026-01-31T12:00:00Z"));
  });
});

describe("termsFor", () => {
  it("runs the trial one calendar month and the minimum term three months after it", () => {
    expect(termsFor(at("2026-03-01T00:00:00Z"))).toEqual({
      startedAt: at("2026-03-01T00:00:00Z"),
      trialEndsAt: at("2026-04-01T00:00:00Z"),
      minimumTermEndsAt: at("2026-07-01T00:00:00Z"),
    });
  });

  it("counts the minimum term from the clamped trial end", () => {
    const terms = termsFor(at("2026-01-31T12:00:00Z"));
    expect(terms.trialEndsAt).toEqual(at("2026-02-28T12:00:00Z"));
    expect(terms.minimumTermEndsAt).toEqual(at("2026-05-28T12:00:00Z"));
  });
});

describe("nextBillingAfter", () => {
  const terms = termsFor(at("2026-01-15T09:00:00Z"));
  const trialEnd = at("2026-02-15T09:00:00Z");

  it("is the trial end during the trial", () => {
    expect(nextBillingAfter(terms, terms.startedAt)).toEqual(trialEnd);
    expect(nextBillingAfter(terms, at("2026-02-15T08:59:59Z"))).toEqual(trialEnd);
  });

  it("is the next weekly moment strictly after now once the trial is over", () => {
    expect(nextBillingAfter(terms, trialEnd)).toEqual(plusDays(trialEnd, 7));
    expect(nextBillingAfter(terms, plusDays(trialEnd, 3))).toEqual(plusDays(trialEnd, 7));
    expect(nextBillingAfter(terms, plusDays(trialEnd, 17))).toEqual(plusDays(trialEnd, 21));
    expect(nextBillingAfter(terms, plusDays(trialEnd, 21))).toEqual(plusDays(trialEnd, 28));
  });
});

describe("cancellationEffectiveAt", () => {
  it("inside the minimum term: the end of the week in which the minimum term ends", () => {
    // Trial end 15 Feb, minimum term end 15 May: 89 days later, so the 13th week ends on 17 May.
    const terms = termsFor(at("2026-01-15T09:00:00Z"));
    expect(terms.minimumTermEndsAt).toEqual(at("2026-05-15T09:00:00Z"));
    const end = at("2026-05-17T09:00:00Z");
    expect(cancellationEffectiveAt(terms, at("2026-01-20T00:00:00Z"))).toEqual(end);
    expect(cancellationEffectiveAt(terms, at("2026-03-10T00:00:00Z"))).toEqual(end);
    expect(cancellationEffectiveAt(terms, at("2026-05-16T00:00:00Z"))).toEqual(end);
  });

  it("is the minimum term's end itself when it falls on a billing moment", () => {
    // 1 April to 1 July is exactly 13 weeks.
    const terms = termsFor(at("2026-03-01T00:00:00Z"));
    expect(cancellationEffectiveAt(terms, at("2026-03-05T00:00:00Z"))).toEqual(at("2026-07-01T00:00:00Z"));
    expect(cancellationEffectiveAt(terms, at("2026-06-30T23:00:00Z"))).toEqual(at("2026-07-01T00:00:00Z"));
  });

  it("after the minimum term: the end of the running week", () => {
    const terms = termsFor(at("2026-01-15T09:00:00Z"));
    const trialEnd = at("2026-02-15T09:00:00Z");
    expect(cancellationEffectiveAt(terms, at("2026-06-01T00:00:00Z"))).toEqual(plusDays(trialEnd, 16 * 7));
    // Exactly at a billing moment that period has been paid, so it runs to its end.
    expect(cancellationEffectiveAt(terms, plusDays(trialEnd, 16 * 7))).toEqual(plusDays(trialEnd, 17 * 7));
  });
});

describe("providerCancelDueAt", () => {
  it("is one day before access ends, but never in the past", () => {
    const accessUntil = at("2026-05-17T09:00:00Z");
    expect(providerCancelDueAt(accessUntil, at("2026-03-01T00:00:00Z"))).toEqual(at("2026-05-16T09:00:00Z"));
    expect(providerCancelDueAt(accessUntil, at("2026-05-17T00:00:00Z"))).toEqual(at("2026-05-17T00:00:00Z"));
  });
});
