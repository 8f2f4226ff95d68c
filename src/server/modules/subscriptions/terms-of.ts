import { termsFor, type SubscriptionTerms } from "../../../shared/domain/subscription-terms.ts";
import type { SubscriptionRow } from "./repo.ts";

/** The terms stored with the subscription; rows from before they were stored are derived. */
export function termsOf(row: SubscriptionRow): SubscriptionTerms {
  const startedAt = new Date(row.start_date);
  const derived = termsFor(startedAt);
  return {
    startedAt,
    trialEndsAt: row.trial_ends_at ? new Date(row.trial_ends_at) : derived.trialEndsAt,
    minimumTermEndsAt: row.minimum_term_ends_at ? new Date(row.minimum_term_ends_at) : derived.minimumTermEndsAt,
  };
}
