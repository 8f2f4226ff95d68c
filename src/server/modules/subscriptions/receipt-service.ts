import { berlinDayOf } from "../../../shared/domain/berlin-time.ts";
import { receiptServices } from "../../../shared/domain/receipts.ts";
import {
  paidUntilAfterPayment,
  trialPaymentBefore,
  type SubscriptionTerms,
} from "../../../shared/domain/subscription-terms.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * What a membership payment's receipt names: the trial month for the payment that starts it,
 * otherwise the week it pays, as Berlin calendar days (the same rule renew applies).
 */
export function membershipReceiptService(
  terms: SubscriptionTerms,
  previousPaidUntil: Date | null,
  paidAt: Date,
): string {
  if (trialPaymentBefore(terms, paidAt)) return receiptServices.trial;
  const paidUntil = paidUntilAfterPayment(terms, previousPaidUntil, paidAt);
  const first = berlinDayOf(new Date(paidUntil.getTime() - 7 * dayMs));
  const last = berlinDayOf(new Date(paidUntil.getTime() - 1));
  return receiptServices.week(first, last);
}
