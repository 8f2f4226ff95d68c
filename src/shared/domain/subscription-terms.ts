import { premiumPlan } from "./plan.ts";

// When a Premium subscription bills and when a cancellation takes effect. The first period
// is the one-month trial; after it the plan bills every 7 days. The minimum term runs for
// 3 months after the trial. All arithmetic is in UTC so every server agrees.

const dayMs = 24 * 60 * 60 * 1000;
const weekMs = 7 * dayMs;

export interface SubscriptionTerms {
  startedAt: Date;
  trialEndsAt: Date;
  minimumTermEndsAt: Date;
}

/** Adds calendar months in UTC; the 31st plus one month is the last day of a shorter month. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function termsFor(startedAt: Date): SubscriptionTerms {
  const trialEndsAt = addMonths(startedAt, 1);
  return {
    startedAt,
    trialEndsAt,
    minimumTermEndsAt: addMonths(trialEndsAt, premiumPlan.minimumCommitmentMonths),
  };
}

/** The first billing moment strictly after `now`: the trial end, then every 7 days. */
export function nextBillingAfter(terms: SubscriptionTerms, now: Date): Date {
  const trialEnd = terms.trialEndsAt.getTime();
  if (now.getTime() < trialEnd) return new Date(trialEnd);
  const weeksDone = Math.floor((now.getTime() - trialEnd) / weekMs) + 1;
  return new Date(trialEnd + weeksDone * weekMs);
}

/**
 * A cancellation declared at `now` ends the contract at the end of the billing period that
 * is running, but never before the minimum term is over: then it ends with the weekly
 * period in which the minimum term ends, which the member has already paid for.
 */
export function cancellationEffectiveAt(terms: SubscriptionTerms, now: Date): Date {
  const periodEnd = nextBillingAfter(terms, now);
  if (periodEnd.getTime() >= terms.minimumTermEndsAt.getTime()) return periodEnd;
  const trialEnd = terms.trialEndsAt.getTime();
  const weeksToMinimum = Math.ceil((terms.minimumTermEndsAt.getTime() - trialEnd) / weekMs);
  return new Date(trialEnd + weeksToMinimum * weekMs);
}

/**
 * The provider subscription is cancelled one day before access ends, so the renewal that
 * would fall on the end itself is never taken.
 */
export function providerCancelDueAt(accessUntil: Date, now: Date): Date {
  return new Date(Math.max(now.getTime(), accessUntil.getTime() - dayMs));
}
