import { callPricesCents, premiumPlan } from "./plan.ts";
import { cancellationEffectiveAt, termsFor } from "./subscription-terms.ts";

// What the membership costs before anyone pays, computed from the plan data and the contract
// rules of subscription-terms.ts only (docs/decisions/0019-order-button-before-paypal.md).

const weekMs = 7 * 24 * 60 * 60 * 1000;
const weeksPerYear = 52;
const monthsPerYear = 12;

/** The least a member pays from the start until the minimum term lets the contract end. */
export interface MinimumPayment {
  /** Weekly fees after the trial month until the earliest possible end. */
  weeks: number;
  /** The trial amount plus those weekly fees. */
  totalCents: number;
  /** The earliest moment the contract can end (a cancellation declared at once). */
  earliestEndAt: Date;
}

/**
 * A contract started at `startedAt` and cancelled at once ends at the first billing boundary
 * that is not before the minimum term end (docs/decisions/0006); every week up to it is paid.
 */
export function minimumPaymentFor(startedAt: Date): MinimumPayment {
  const terms = termsFor(startedAt);
  const earliestEndAt = cancellationEffectiveAt(terms, startedAt);
  const weeks = Math.round((earliestEndAt.getTime() - terms.trialEndsAt.getTime()) / weekMs);
  return {
    weeks,
    totalCents: premiumPlan.trialAmountCents + weeks * premiumPlan.recurringAmountCents,
    earliestEndAt,
  };
}

/**
 * Three calendar months hold 89 to 92 days, so the minimum term covers 13 or 14 billing
 * weeks depending on the day the contract starts. Every start day of a four-year cycle (one
 * leap day included) gives both bounds.
 */
function minimumPaymentBounds(): { fewest: MinimumPayment; most: MinimumPayment } {
  const cycleStart = Date.UTC(2028, 0, 1, 12);
  let fewest = minimumPaymentFor(new Date(cycleStart));
  let most = fewest;
  for (let day = 1; day < 4 * 366; day++) {
    const payment = minimumPaymentFor(new Date(cycleStart + day * 24 * 60 * 60 * 1000));
    if (payment.totalCents < fewest.totalCents) fewest = payment;
    if (payment.totalCents > most.totalCents) most = payment;
  }
  return { fewest, most };
}

export interface MembershipCosts {
  weeklyFeeCents: number;
  /** The weekly fee spread over a month: weekly fee × 52 weeks ÷ 12 months, rounded to cents. */
  monthlyEquivalentCents: number;
  trialAmountCents: number;
  /** Weekly fees until the minimum term can end: fewest and most, by start day. */
  minimumWeeks: { fewest: number; most: number };
  minimumTotalCents: { fewest: number; most: number };
  memberMinuteCents: number;
  premiumMinuteCents: number;
  /**
   * Minutes a week from which the weekly fee is saved by the cheaper member line:
   * weekly fee ÷ (premium price − member price), rounded up to whole minutes.
   */
  breakEvenMinutesPerWeek: number;
}

function computeMembershipCosts(): MembershipCosts {
  const weeklyFeeCents = premiumPlan.recurringAmountCents;
  const bounds = minimumPaymentBounds();
  return {
    weeklyFeeCents,
    monthlyEquivalentCents: Math.round((weeklyFeeCents * weeksPerYear) / monthsPerYear),
    trialAmountCents: premiumPlan.trialAmountCents,
    minimumWeeks: { fewest: bounds.fewest.weeks, most: bounds.most.weeks },
    minimumTotalCents: { fewest: bounds.fewest.totalCents, most: bounds.most.totalCents },
    memberMinuteCents: callPricesCents.member,
    premiumMinuteCents: callPricesCents.premium,
    breakEvenMinutesPerWeek: Math.ceil(weeklyFeeCents / (callPricesCents.premium - callPricesCents.member)),
  };
}

/** The cost summary shown next to every offer of the membership. */
export const membershipCosts: MembershipCosts = computeMembershipCosts();
