/**
 * Every table of the portal, sorted by whose data it holds. The fuzz tests decide from this what
 * a request may change: an account's rows belong to the account named in `ownerColumn`; shared
 * tables are the portal's own data, which only the administrator changes; counters count
 * requests; derived tables are indexes the database keeps from another table. A table missing here fails tests/api/http/fuzz.test.ts, so a new one gets classified.
 */
export type TableScope =
  | { kind: "account"; ownerColumn: string; ignoredColumns?: string[] }
  | { kind: "shared" }
  | { kind: "counter" }
  | { kind: "derived" };

const account = (ownerColumn: string, ignoredColumns?: string[]): TableScope =>
  ignoredColumns ? { kind: "account", ownerColumn, ignoredColumns } : { kind: "account", ownerColumn };
const shared: TableScope = { kind: "shared" };

export const dataTables: Record<string, TableScope> = {
  users: account("id"),
  // A session's last activity moves with its own requests (throttled); that is not a change of data.
  sessions: account("user_id", ["last_seen_at"]),
  password_reset_tokens: account("user_id"),
  email_changes: account("user_id"),
  email_confirmations: account("user_id"),
  registration_grants: account("user_id"),
  second_factors: account("user_id"),
  second_factor_recovery_codes: account("user_id"),
  subscriptions: account("user_id"),
  payments: account("user_id"),
  card_orders: account("user_id"),
  credit_orders: account("user_id"),
  credit_accounts: account("user_id"),
  credit_entries: account("user_id"),
  credit_pins: account("user_id"),
  credit_calls: account("user_id"),
  credit_customer_numbers: account("user_id"),
  calls: account("user_id"),
  contract_declarations: account("user_id"),
  conversions: account("user_id"),
  horoscope_profiles: account("user_id"),
  horoscope_mailings: account("user_id"),
  order_confirmations: account("user_id"),
  account_deletions: account("user_id"),
  data_exports: account("user_id"),
  spending_limits: account("user_id"),
  spending_pauses: account("user_id"),
  spending_holds: account("user_id"),
  spending_notices: account("user_id"),
  spending_summary_optouts: account("user_id"),
  // Written only by the erasure of a deleted account, which no fuzzed request reaches (it needs the
  // password), and read at registration (docs/decisions/0049).
  spending_carry_overs: shared,
  receipts: account("user_id"),
  reviews: account("user_id"),
  review_reminders: account("user_id"),
  favourites: account("user_id"),
  availability_alerts: account("user_id"),
  availability_alert_mails: account("user_id"),
  admin_audit_log: shared,
  contact_messages: shared,
  // Reports of reviews come from anyone, signed in or not; decisions are the administration's.
  review_reports: shared,
  // The administration's decisions about reported reviews.
  review_decisions: shared,
  payment_events: shared,
  settings: shared,
  consultants: shared,
  consultant_portraits: shared,
  // A consultant's status changes, written with the status (the administration or the carrier).
  consultant_status_events: shared,
  credit_packages: shared,
  horoscope_months: shared,
  horoscope_texts: shared,
  kysely_migration: shared,
  kysely_migration_lock: shared,
  rate_limit_hits: { kind: "counter" },
  // The carrier's signed status pushes seen in the last minutes (refuses the same one again).
  telephony_seen_signatures: { kind: "counter" },
  // The readiness check's write, deleted in the same transaction: always empty.
  health_probes: { kind: "counter" },
  // Remembers the answers to filing requests that carried an idempotency key.
  idempotency_keys: { kind: "counter" },
  // The last receipt number of each year; it moves exactly when a receipt is issued.
  receipt_counters: { kind: "counter" },
  // SQLite's full-text index of the users table, kept by triggers: it changes exactly when users does.
  // Counts writes to consultants (its triggers), so it changes exactly when consultants does.
  consultant_list_version: { kind: "derived" },
  users_search: { kind: "derived" },
  users_search_config: { kind: "derived" },
  users_search_content: { kind: "derived" },
  users_search_data: { kind: "derived" },
  users_search_docsize: { kind: "derived" },
  users_search_idx: { kind: "derived" },
};
