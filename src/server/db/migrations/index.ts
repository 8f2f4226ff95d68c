// A migration runs while the previous release still serves (a rolling restart): it only adds,
// and what removes, renames or tightens waits for a later release under "// contract: follows
// <release>" (docs/decisions/0041; checked by tests/unit/migrations-expand-contract.test.ts).
import type { Migration } from "kysely/migration";
import * as foundation from "./2026-11-22-001-foundation.ts";
import * as accounts from "./2026-11-22-002-accounts.ts";
import * as calls from "./2026-11-22-003-calls.ts";
import * as payments from "./2026-11-22-004-payments.ts";
import * as registrationGrants from "./2026-11-23-001-registration-grants.ts";
import * as canonicalPhones from "./2026-11-23-002-canonical-phones.ts";
import * as declarationOwnership from "./2026-11-23-010-declaration-ownership.ts";
import * as credits from "./2026-11-24-001-credits.ts";
import * as creditOrders from "./2026-11-24-002-credit-orders.ts";
import * as creditLine from "./2026-11-24-003-credit-line.ts";
import * as userSearch from "./2026-11-24-004-user-search.ts";
import * as adminAuditLog from "./2026-11-24-005-admin-audit-log.ts";
import * as secondFactor from "./2026-11-24-006-second-factor.ts";
import * as auditLogAppendOnly from "./2026-11-24-007-audit-log-append-only.ts";
import * as consultantAdministration from "./2026-11-24-030-consultant-administration.ts";
import * as horoscopes from "./2026-11-24-040-horoscopes.ts";
import * as horoscopeMailings from "./2026-11-24-041-horoscope-mailings.ts";
import * as contactPriority from "./2026-11-24-050-contact-priority.ts";
import * as consultantListVersion from "./2026-11-24-070-consultant-list-version.ts";
import * as healthProbes from "./2026-11-26-100-health-probes.ts";
import * as sessionSecondFactorPending from "./2026-11-26-120-session-second-factor-pending.ts";
import * as declarationMissedEnd from "./2026-11-26-140-declaration-missed-end.ts";
import * as creditDebts from "./2026-11-26-160-credit-debts.ts";
import * as customerNumbers from "./2026-11-26-161-customer-numbers.ts";
import * as orderConfirmations from "./2026-11-26-180-order-confirmations.ts";
import * as idempotencyKeys from "./2026-11-26-220-idempotency-keys.ts";
import * as spendingLimits from "./2026-11-27-100-spending-limits.ts";
import * as spendingSummaryOptouts from "./2026-11-27-101-spending-summary-optouts.ts";
import * as receipts from "./2026-11-27-120-receipts.ts";
import * as callEndReasons from "./2026-11-27-140-call-end-reasons.ts";
import * as paymentsByUser from "./2026-11-27-141-payments-by-user.ts";
import * as birthDates from "./2026-11-27-160-birth-dates.ts";
import * as receiptFollowUps from "./2026-11-28-000-receipt-follow-ups.ts";
import * as dataExports from "./2026-11-28-100-data-exports.ts";
import * as emailChanges from "./2026-11-28-120-email-changes.ts";
import * as accountDeletion from "./2026-11-28-140-account-deletion.ts";
import * as contactTopics from "./2026-11-28-160-contact-topics.ts";
import * as auditLogRetention from "./2026-11-28-200-audit-log-retention.ts";
import * as reviews from "./2026-11-29-000-reviews.ts";
import * as liveStatus from "./2026-11-30-000-live-status.ts";
import * as userSearchSpellings from "./2026-12-01-000-user-search-spellings.ts";
import * as sessionDeletionPending from "./2026-12-07-200-session-deletion-pending.ts";
import * as spendingCarryOvers from "./2026-12-07-210-spending-carry-overs.ts";
import * as telephonySeenSignatures from "./2026-12-07-300-telephony-seen-signatures.ts";
import * as emailConfirmations from "./2026-12-07-400-email-confirmations.ts";
import * as consultantListNotice from "./2026-12-07-500-consultant-list-notice.ts";

// Listed by hand so the server needs no directory scan and the order is explicit.
export const migrations: Record<string, Migration> = {
  "2026-11-22-001-foundation": foundation,
  "2026-11-22-002-accounts": accounts,
  "2026-11-22-003-calls": calls,
  "2026-11-22-004-payments": payments,
  "2026-11-23-001-registration-grants": registrationGrants,
  "2026-11-23-002-canonical-phones": canonicalPhones,
  "2026-11-23-010-declaration-ownership": declarationOwnership,
  "2026-11-24-001-credits": credits,
  "2026-11-24-002-credit-orders": creditOrders,
  "2026-11-24-003-credit-line": creditLine,
  "2026-11-24-004-user-search": userSearch,
  "2026-11-24-005-admin-audit-log": adminAuditLog,
  "2026-11-24-006-second-factor": secondFactor,
  "2026-11-24-007-audit-log-append-only": auditLogAppendOnly,
  "2026-11-24-030-consultant-administration": consultantAdministration,
  "2026-11-24-040-horoscopes": horoscopes,
  "2026-11-24-041-horoscope-mailings": horoscopeMailings,
  "2026-11-24-050-contact-priority": contactPriority,
  "2026-11-24-070-consultant-list-version": consultantListVersion,
  "2026-11-26-100-health-probes": healthProbes,
  "2026-11-26-120-session-second-factor-pending": sessionSecondFactorPending,
  "2026-11-26-140-declaration-missed-end": declarationMissedEnd,
  "2026-11-26-160-credit-debts": creditDebts,
  "2026-11-26-161-customer-numbers": customerNumbers,
  "2026-11-26-180-order-confirmations": orderConfirmations,
  "2026-11-26-220-idempotency-keys": idempotencyKeys,
  "2026-11-27-100-spending-limits": spendingLimits,
  "2026-11-27-101-spending-summary-optouts": spendingSummaryOptouts,
  "2026-11-27-120-receipts": receipts,
  "2026-11-27-140-call-end-reasons": callEndReasons,
  "2026-11-27-141-payments-by-user": paymentsByUser,
  "2026-11-27-160-birth-dates": birthDates,
  "2026-11-28-000-receipt-follow-ups": receiptFollowUps,
  "2026-11-28-100-data-exports": dataExports,
  "2026-11-28-120-email-changes": emailChanges,
  "2026-11-28-140-account-deletion": accountDeletion,
  "2026-11-28-160-contact-topics": contactTopics,
  "2026-11-28-200-audit-log-retention": auditLogRetention,
  "2026-11-29-000-reviews": reviews,
  "2026-11-30-000-live-status": liveStatus,
  "2026-12-01-000-user-search-spellings": userSearchSpellings,
  "2026-12-07-200-session-deletion-pending": sessionDeletionPending,
  "2026-12-07-210-spending-carry-overs": spendingCarryOvers,
  "2026-12-07-300-telephony-seen-signatures": telephonySeenSignatures,
  "2026-12-07-400-email-confirmations": emailConfirmations,
  "2026-12-07-500-consultant-list-notice": consultantListNotice,
};
