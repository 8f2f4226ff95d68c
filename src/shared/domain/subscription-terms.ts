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

/** The first billing boundary at or after `at`: the trial end, then every 7 days. */
export function billingBoundaryAtOrAfter(terms: SubscriptionTerms, at: Date): Date {
  const trialEnd = terms.trialEndsAt.getTime();
  if (at.getTime() <= trialEnd) return new Date(trialEnd);
  return new Date(trialEnd + Math.ceil((at.getTime() - trialEnd) / weekMs) * weekMs);
}

/**
 * When a cancellation declared at `now` ends the contract. A wished end later than the
 * earliest possible one ends with the billing period in which the wished moment falls, so a
 * week already paid for is never cut short; an earlier wish changes nothing.
 */
export function cancellationEndFor(terms: SubscriptionTerms, now: Date, wishedEnd?: Date): Date {
  const earliest = cancellationEffectiveAt(terms, now);
  if (!wishedEnd || wishedEnd.getTime() <= earliest.getTime()) return earliest;
  return billingBoundaryAtOrAfter(terms, wishedEnd);
}

/** A payment made more than a day before the trial ends pays the trial month itself. */
export function trialPaymentBefore(terms: SubscriptionTerms, paidAt: Date): boolean {
  return paidAt.getTime() < terms.trialEndsAt.getTime() - dayMs;
}

/**
 * The end of the billing period covered once a payment arrived at `paidAt`. The payment at the
 * start pays the trial month; each later one pays one more week: the week after the previous
 * paid end, or the week in which the payment falls when it comes after a gap. A payment taken
 * up to a day early still pays the week that starts at the boundary.
 */
export function paidUntilAfterPayment(terms: SubscriptionTerms, previousPaidUntil: Date | null, paidAt: Date): Date {
  const trialEnd = terms.trialEndsAt.getTime();
  const previous = previousPaidUntil?.getTime() ?? trialEnd;
  if (trialPaymentBefore(terms, paidAt)) return new Date(Math.max(previous, trialEnd));
  const nextWeek = nextBillingAfter(terms, new Date(previous)).getTime();
  const weekOfPayment = nextBillingAfter(terms, new Date(paidAt.getTime() - dayMs)).getTime();
  return new Date(Math.max(previous, nextWeek, weekOfPayment));
}

/**
 * The provider subscription is cancelled one day before access ends, so the renewal that
 * would fall on the end itself is never taken.
 */
export function providerCancelDueAt(accessUntil: Date, now: Date): Date {
  return new Date(Math.max(now.getTime(), accessUntil.getTime() - dayMs));
}
