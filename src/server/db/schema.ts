import type { Generated } from "kysely";

// Table shapes as Kysely sees them. Timestamps are UTC ISO-8601 text on both databases,
// booleans are 0/1 integers, money is integer cents: the same rows on SQLite and PostgreSQL.

export interface UsersTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string | null;
  password_hash: string;
  created_at: string;
  /** "YYYY-MM-DD"; null for accounts registered before it was asked (docs/decisions/0033). */
  birth_date: string | null;
  /** When the owner asked for the deletion: from then on the account cannot log in (docs/decisions/0037). */
  deletion_requested_at: string | null;
  /** When the account was erased; the row stays, anonymous, while kept records name it. */
  deleted_at: string | null;
  /** The latest retain_until of the records kept for a deleted account: the stub goes then. */
  retain_until: string | null;
  /** Since when the present address is confirmed by its link; null until then (docs/decisions/0051). */
  email_confirmed_at: string | null;
}

export interface ConsultantsTable {
  id: Generated<number>;
  name: string;
  title: string;
  specialties: string;
  description: string;
  status: string;
  rating: number;
  image_url: string | null;
  extension: string;
  created_at: string;
  /** The consultant's own price on the credit line (1 credit = 1 cent). */
  credits_per_minute: number;
  /** 1 = listed; 0 = deactivated by the administration (kept for call histories). */
  active: Generated<number>;
  deactivated_at: string | null;
  /** Content hash of the uploaded portrait (consultant_portraits); null = image_url or none. */
  portrait_hash: string | null;
  /** The address of the consultant's page, /berater/<slug>; unique, set on every row (migration 2026-11-29-000). */
  slug: string;
  /**
   * The verified reviews of the rating period, per star, as the reviews module last counted them
   * (docs/decisions/0040); `rating` is their average, 0 without any.
   */
  rating_count: Generated<number>;
  rating_1: Generated<number>;
  rating_2: Generated<number>;
  rating_3: Generated<number>;
  rating_4: Generated<number>;
  rating_5: Generated<number>;
  /** When the oldest counted review leaves the rating period and the counts are due again; null without reviews. */
  rating_recount_at: string | null;
  /** The working hours in their canonical form ("Mo–Fr 18–23 Uhr", shared/domain/working-hours.ts); null: none. */
  working_hours: string | null;
}

/** Every real change of a consultant's status, in order (docs/decisions/0042); kept 24 hours. */
export interface ConsultantStatusEventsTable {
  id: Generated<number>;
  consultant_id: number;
  status: string;
  occurred_at: string;
}

/** A user's favourite consultants, one row each. */
export interface FavouritesTable {
  user_id: number;
  consultant_id: number;
  created_at: string;
}

/** "Benachrichtigen, wenn verfügbar": one per user and consultant (docs/decisions/0042). */
export interface AvailabilityAlertsTable {
  id: Generated<number>;
  user_id: number;
  consultant_id: number;
  /** 1: mails at any hour; 0: only between 8 and 22 Uhr Berlin time. */
  any_hour: Generated<number>;
  created_at: string;
  /** The last mail's time: the next comes 6 hours later at the earliest; null: none yet. */
  last_mailed_at: string | null;
}

/** One mail per alert and status change, queued in that change's transaction, sent by a job. */
export interface AvailabilityAlertMailsTable {
  id: Generated<number>;
  alert_id: number;
  status_event_id: number;
  user_id: number;
  consultant_id: number;
  queued_at: string;
  claimed_at: string | null;
  sent_at: string | null;
  attempts: Generated<number>;
}

/** One row (id 1): counts every write to consultants, by trigger (migration 2026-11-24-070). */
export interface ConsultantListVersionTable {
  id: number;
  version: number;
}

/** Always empty: the readiness check's write, rolled out again in its own transaction. */
export interface HealthProbesTable {
  id: string;
  payload: string;
  probed_at: string;
}

export interface ConsultantPortraitsTable {
  hash: string;
  /** Pixel width (and height) of this WebP rendition. */
  width: number;
  consultant_id: number;
  content: Uint8Array;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  created_at: string;
  mailed_at: string | null;
  /** 1 for a message from a signed-in member (Prioritäts-Support). */
  priority: Generated<number>;
  /** What the message is about when its form says so ("barrier"); null for the contact form. */
  topic: string | null;
  /** Set when the account was deleted: kept, restricted, until this date (docs/decisions/0037). */
  retain_until: string | null;
}

/** A signed carrier push seen while its signature is fresh (modules/telephony/seen-signatures-repo.ts). */
export interface TelephonySeenSignaturesTable {
  signature: string;
  expires_at: string;
}

export interface RateLimitHitsTable {
  bucket: string;
  window_start: number;
  hits: number;
}

/** A filing request's idempotency key: reserved while it runs, then the first answer it gave. */
export interface SpendingLimitsTable {
  user_id: number;
  /** 1 once the user chose their own limits; 0: the operator's default applies. */
  own: Generated<number>;
  monthly_cents: number | null;
  daily_cents: number | null;
  pending_monthly_cents: number | null;
  pending_daily_cents: number | null;
  /** Set while a raise or removal waits for its seven days. */
  pending_effective_at: string | null;
  updated_at: string;
}

export interface SpendingPausesTable {
  user_id: number;
  started_at: string;
  /** 24h | 7d | 30d | open */
  length: string;
  /** null: until the user ends it */
  until: string | null;
  end_requested_at: string | null;
}

/**
 * A running pause and a lowered limit of a deleted account, bound to a keyed hash of its phone
 * number or its address until their waiting periods have passed (docs/decisions/0049).
 */
export interface SpendingCarryOversTable {
  key_hash: string;
  pause_started_at: string | null;
  pause_length: string | null;
  pause_until: string | null;
  pause_end_requested_at: string | null;
  /** When the carried pause ends; null: no pause carried. */
  pause_ends_at: string | null;
  monthly_cents: number | null;
  daily_cents: number | null;
  /** Until when the carried limits bind; null: no limits carried. */
  limits_until: string | null;
  then_monthly_cents: number | null;
  then_daily_cents: number | null;
  /** 1: the operator's default applies from limits_until on. */
  then_default: Generated<number>;
  keep_until: string;
  created_at: string;
}

export interface SpendingHoldsTable {
  hold_id: string;
  user_id: number;
  /** member | credit (a call on that line) | purchase (its payment being taken) */
  line: string;
  amount_cents: number;
  created_at: string;
  expires_at: string;
  released_at: string | null;
}

export interface SpendingNoticesTable {
  user_id: number;
  notice_key: string;
  sent_at: string;
}

export interface SpendingSummaryOptoutsTable {
  user_id: number;
  created_at: string;
}

export interface IdempotencyKeysTable {
  /** Method and route: one key never answers another route. */
  scope: string;
  idempotency_key: string;
  /** SHA-256 of method, address and body: the same key with another request is refused. */
  request_hash: string;
  /** Null while the first request still runs. */
  response_status: number | null;
  response_body: string | null;
  created_at: number;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** When this session passed the second factor; null for sessions that never did. */
  second_factor_at: string | null;
  /**
   * 1 when the login that opened it asked for a second factor it has not given: such a session
   * never gains rights, even when the factor is switched off later.
   */
  second_factor_pending: Generated<number>;
  /** 1 when the login was of an account waiting for its erasure: a restricted session (docs/decisions/0049). */
  deletion_pending: Generated<number>;
}

export interface SecondFactorsTable {
  user_id: number;
  /** Base32, as the authenticator app was given it. */
  secret: string;
  confirmed_at: string | null;
  last_used_step: number | null;
  created_at: string;
}

export interface SecondFactorRecoveryCodesTable {
  code_hash: string;
  user_id: number;
  used_at: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** A new e-mail address waiting for the link mailed to it (docs/decisions/0036). */
export interface EmailChangesTable {
  token_hash: string;
  user_id: number;
  new_email: string;
  created_at: string;
  expires_at: string;
}

/** The one waiting link that confirms an account's address (docs/decisions/0051). */
export interface EmailConfirmationsTable {
  token_hash: string;
  user_id: number;
  email: string;
  created_at: string;
  expires_at: string;
}

export interface RegistrationGrantsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  /** When the grant logged its account in; it never does again. */
  consumed_at: string | null;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  plan_id: string;
  /** pending (awaiting provider approval) | active | cancelled | expired */
  status: string;
  /** paypal | maxpay | manual */
  provider: string;
  provider_subscription_id: string | null;
  start_date: string;
  next_billing_date: string | null;
  /** When access ends after a cancellation; null while the subscription runs. */
  access_until: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
  trial_ends_at: string | null;
  minimum_term_ends_at: string | null;
  /** The provider's own status word, as last reported (ACTIVE, SUSPENDED, ...). */
  provider_status: string | null;
  /** When the provider subscription must be cancelled so that no further payment is taken. */
  provider_cancel_due_at: string | null;
  provider_cancel_claimed_at: string | null;
  provider_cancelled_at: string | null;
  /** End of the last billing period the provider collected; null when no provider bills it. */
  paid_until: string | null;
}

export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  event_type: string;
  received_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  provider: string;
  provider_payment_id: string;
  user_id: number | null;
  subscription_id: number | null;
  /** subscription | credits | test */
  purpose: string;
  amount_cents: number;
  currency: string;
  paid_at: string;
  /** Set when the account was deleted: kept, restricted, until this date (docs/decisions/0037). */
  retain_until: string | null;
}

export interface ReceiptCountersTable {
  /** The Berlin calendar year. */
  year: number;
  last_number: number;
}

export interface ReceiptsTable {
  id: Generated<number>;
  /** What the receipt is for: "payment:<payments.id>" or "refund:<provider>:<refund id>". */
  receipt_key: string;
  /** "2026-000123"; set in the transaction that creates the row. */
  number: string | null;
  year: number | null;
  sequence: number | null;
  user_id: number | null;
  payment_id: number | null;
  /** payment | refund */
  kind: string;
  /** membership | credits | other: what was paid for (a refund: what its payment was for). */
  subject: string;
  service: string;
  customer_name: string;
  /** Gross, negative for a refund. */
  amount_cents: number;
  currency: string;
  /** paypal | card */
  method: string;
  /** The receipt a refund refers to. */
  refers_to: string | null;
  issued_at: string;
  /** mail | check: what is still to be done after issuing (docs/decisions/0034); null when done. */
  follow_up: string | null;
  follow_up_claimed_at: string | null;
  /** Set when the account was deleted: kept, restricted, until this date (docs/decisions/0037). */
  retain_until: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface CardOrdersTable {
  order_reference: string;
  user_id: number | null;
  /** subscription | test */
  purpose: string;
  amount_cents: number;
  currency: string;
  /** pending | paid | declined */
  status: string;
  transaction_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContractDeclarationsTable {
  id: Generated<number>;
  reference: string;
  /** cancellation | withdrawal */
  kind: string;
  name: string;
  phone: string;
  email: string;
  contract: string;
  /** ordinary | extraordinary (cancellations only) */
  termination_type: string | null;
  reason: string | null;
  requested_end: string | null;
  user_id: number | null;
  subscription_id: number | null;
  effective_end: string | null;
  received_at: string;
  mailed_at: string | null;
  /** What became of it: see DeclarationStatus in modules/contract-declarations/status.ts. */
  status: Generated<string>;
  /** How the requester was shown to be the owner: session | link | profile (account_email: older rows). */
  verified_by: string | null;
  /** Single-use link to the account's address, for a declaration that waits for the owner. */
  confirm_token_hash: string | null;
  confirm_token_expires_at: string | null;
  owner_notified_at: string | null;
  owner_acknowledged_at: string | null;
  /** When the owner confirmed or rejected it, or took it back. */
  decided_at: string | null;
  /** A cancellation confirmed after the end it would have caused: that end (docs/decisions/0007). */
  missed_end: string | null;
  /** Set when the account was deleted: kept, restricted, until this date (docs/decisions/0037). */
  retain_until: string | null;
}

export interface ConversionsTable {
  id: Generated<number>;
  kind: string;
  user_id: number | null;
  gclid: string | null;
  msclkid: string | null;
  payload: string;
  created_at: string;
  uploaded_at: string | null;
}

export interface CallsTable {
  id: Generated<number>;
  record_id: string;
  user_id: number | null;
  caller_number: string;
  /** member | premium | credit */
  line: string;
  extension: string | null;
  consultant_id: number | null;
  consultant_name: string | null;
  started_at: string;
  duration_seconds: number;
  cost_cents: number;
  created_at: string;
  /** caller | consultant | network | timeout (shared/domain/call-end.ts); null when the record named none. */
  end_reason: string | null;
  /** Seconds of a dropped credit-line call that were not charged (docs/decisions/0032). */
  waived_seconds: Generated<number>;
  /** The consultant's price of a credit-line call; null on the 0900 lines. */
  credits_per_minute: number | null;
  /** Set when the account was deleted: kept, restricted, until this date (docs/decisions/0037). */
  retain_until: string | null;
}

export interface CreditPackagesTable {
  id: string;
  name: string;
  description: string;
  credits: number;
  bonus_credits: number;
  price_cents: number;
  currency: string;
  /** 0/1 */
  recommended: number;
  position: number;
}

export interface CreditAccountsTable {
  user_id: number;
  balance: number;
  /** Reserved for a running credit call; 0 <= held <= balance. */
  held: number;
  /**
   * Credits a refund took back while they were held for a call: taken from the balance when the
   * hold ends, the rest by the next purchase. Not spendable meanwhile.
   */
  owed: Generated<number>;
  updated_at: string;
}

/** The credit line's customer number of an account: random, eight digits with a check digit. */
export interface CreditCustomerNumbersTable {
  user_id: number;
  customer_number: string;
  created_at: string;
}

export interface CreditEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** purchase | bonus | spend | refund */
  type: string;
  /** Signed credits. */
  amount: number;
  balance_after: number;
  description: string;
  /** Unique per operation: a PayPal order, a call record, an admin action. */
  operation_key: string;
  created_at: string;
  /** Set when the account was deleted: kept, restricted, until this date (docs/decisions/0037). */
  retain_until: string | null;
}

export interface CreditOrdersTable {
  /** PayPal's order id. */
  order_id: string;
  user_id: number;
  package_id: string;
  package_name: string;
  credits: number;
  bonus_credits: number;
  amount_cents: number;
  currency: string;
  /** created | captured | partially_refunded | refunded */
  status: string;
  /** PayPal-Request-Id of the create call. */
  request_id: string;
  capture_id: string | null;
  capture_requested_at: string | null;
  captured_at: string | null;
  refunded_cents: Generated<number>;
  /** Credits taken back after refunds, and those the balance no longer held (support was told). */
  credits_reclaimed: Generated<number>;
  credits_unreclaimed: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Set when the account was deleted: kept, restricted, until this date (docs/decisions/0037). */
  retain_until: string | null;
}

export interface CreditPinsTable {
  user_id: number;
  /** Argon2id, like passwords (lib/password.ts). */
  pin_hash: string;
  /** Wrong tries since the last right one; the PIN locks when they reach creditPinMaxTries. */
  failed_attempts: number;
  locked_until: string | null;
  updated_at: string;
}

export interface CreditCallsTable {
  /** Random, unguessable; the carrier names it in the call's record. */
  call_id: string;
  user_id: number;
  consultant_id: number | null;
  consultant_name: string;
  /** The caller's number in canonical form, as the IVR sent it ("+" alone when withheld). */
  caller_number: string;
  credits_per_minute: number;
  held_credits: number;
  /** live | settled | released */
  status: string;
  started_at: string;
  ended_at: string | null;
  record_id: string | null;
  debited_credits: number | null;
  /** Set when the account was deleted: kept, restricted, until this date (docs/decisions/0037). */
  retain_until: string | null;
}

export interface AdminAuditLogTable {
  id: Generated<number>;
  actor_user_id: number;
  /** cancel_subscription | reset_password | adjust_credits | toggle_card_payments */
  action: string;
  target_user_id: number | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
  created_at: string;
}

export interface HoroscopeMonthsTable {
  /** YYYY-MM, the calendar month in Europe/Berlin. */
  month: string;
  /** Null while the month is a draft. */
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface HoroscopeTextsTable {
  month: string;
  /** One of the twelve sign ids of src/shared/domain/zodiac.ts. */
  sign: string;
  love: string;
  career: string;
  wellbeing: string;
  tip: string;
  updated_at: string;
}

export interface HoroscopeProfilesTable {
  user_id: number;
  sign: string | null;
  /** YYYY-MM-DD when the member gave a birth date; the sign is computed from it. */
  birth_date: string | null;
  /** 0/1: the member wants their sign's horoscope by e-mail each month. */
  monthly_mail: Generated<number>;
  updated_at: string;
}

export interface HoroscopeMailingsTable {
  id: Generated<number>;
  user_id: number;
  month: string;
  /** Set by the process that is sending; a claim older than the timeout may be taken over. */
  claimed_at: string | null;
  sent_at: string | null;
  attempts: Generated<number>;
  created_at: string;
}

/** One order and its contract confirmation mail (docs/decisions/0022). */
export interface OrderConfirmationsTable {
  id: Generated<number>;
  /** The provider's id of the order: paypal-subscription:I-…, maxpay:mp_…, paypal-order:… */
  order_key: string;
  /** "B-7F3K-9QXM": shown on the success page, on /credits and in the mail. */
  reference: string;
  user_id: number;
  /** membership | credits */
  kind: string;
  /** The version of the order step's consent sentence the buyer ticked; null for older orders. */
  consent_version: string | null;
  consented_at: string | null;
  created_at: string;
  /** When the contract was concluded (membership activated, package credited). */
  concluded_at: string | null;
  /** JSON: what was bought, as the mail states it. */
  contract: string | null;
  /** Set by the process that is sending; a claim older than the timeout may be taken over. */
  claimed_at: string | null;
  sent_at: string | null;
  attempts: Generated<number>;
  /** Set when the account was deleted: kept, restricted, until this date (docs/decisions/0037). */
  retain_until: string | null;
}

/** An account's deletion: requested by its owner, carried out when its contract allows (docs/decisions/0037). */
export interface AccountDeletionsTable {
  user_id: number;
  requested_at: string;
  /** When the erasure is due: at once, or when the running membership ends. */
  due_at: string;
  /** payout | forfeit: what becomes of the remaining Cosmos Credits. */
  credits_choice: string;
  /** The balance when the deletion was requested. */
  credits: number;
  /** Set by the process carrying it out; a claim older than the timeout may be taken over. */
  claimed_at: string | null;
  erased_at: string | null;
}

/** A request for "Meine Daten herunterladen" and its ZIP (docs/decisions/0035). */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  /** The user's id while the request is prepared or offered; null once the file is deleted. */
  open_user_id: number | null;
  requested_at: string;
  /** Set by the process that is preparing it; a claim older than the timeout may be taken over. */
  claimed_at: string | null;
  attempts: Generated<number>;
  ready_at: string | null;
  /** ready_at + 7 days: the job deletes the file then. */
  expires_at: string | null;
  content: Uint8Array | null;
  size_bytes: number | null;
  mail_claimed_at: string | null;
  mailed_at: string | null;
  /** SHA-256 of the one-time download token a password confirmation gave out. */
  download_token_hash: string | null;
  download_token_expires_at: string | null;
  deleted_at: string | null;
}

/** A review of one recorded call by the account it was attributed to (docs/decisions/0040). */
export interface ReviewsTable {
  id: Generated<number>;
  /** calls.id; one review per call. */
  call_id: number;
  user_id: number;
  consultant_id: number;
  /** 1 to 5. */
  stars: number;
  /** null: stars only. */
  text: string | null;
  /** "Mia M.", from the account's name when written or last changed. */
  reviewer_label: string;
  /** The call's length and end, copied from its record: the label and the 30-day window. */
  call_seconds: number;
  call_ended_at: string;
  created_at: string;
  updated_at: string;
  /** Set when the administration removed it; it then neither shows nor counts. */
  removed_at: string | null;
}

/** The administration's decision about a reported review, with its statement of reasons (Art. 17 DSA). */
export interface ReviewDecisionsTable {
  id: Generated<number>;
  review_id: number;
  /** keep | remove */
  decision: string;
  /** shared/domain/reviews.ts removalGrounds; null when kept. */
  ground: string | null;
  reason: string;
  decided_by: number;
  decided_at: string;
  reviewer_mailed_at: string | null;
}

/** A report of a review (Art. 16 DSA), by anyone. */
export interface ReviewReportsTable {
  id: Generated<number>;
  review_id: number;
  /** shared/domain/reviews.ts reportReasons */
  reason: string;
  text: string | null;
  reporter_name: string | null;
  reporter_email: string | null;
  reporter_user_id: number | null;
  ip: string | null;
  created_at: string;
  receipt_mailed_at: string | null;
  /** review_decisions.id once decided; null while open. */
  decision_id: number | null;
  decision_mailed_at: string | null;
}

/** Calls the monthly summary mail has reminded their caller to review: each at most once. */
export interface ReviewRemindersTable {
  call_id: number;
  user_id: number;
  reminded_at: string;
}

export interface Database {
  account_deletions: AccountDeletionsTable;
  users: UsersTable;
  consultants: ConsultantsTable;
  consultant_portraits: ConsultantPortraitsTable;
  consultant_list_version: ConsultantListVersionTable;
  health_probes: HealthProbesTable;
  contact_messages: ContactMessagesTable;
  rate_limit_hits: RateLimitHitsTable;
  telephony_seen_signatures: TelephonySeenSignaturesTable;
  idempotency_keys: IdempotencyKeysTable;
  spending_limits: SpendingLimitsTable;
  spending_pauses: SpendingPausesTable;
  spending_carry_overs: SpendingCarryOversTable;
  spending_holds: SpendingHoldsTable;
  spending_notices: SpendingNoticesTable;
  spending_summary_optouts: SpendingSummaryOptoutsTable;
  sessions: SessionsTable;
  second_factors: SecondFactorsTable;
  second_factor_recovery_codes: SecondFactorRecoveryCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_changes: EmailChangesTable;
  email_confirmations: EmailConfirmationsTable;
  registration_grants: RegistrationGrantsTable;
  subscriptions: SubscriptionsTable;
  conversions: ConversionsTable;
  calls: CallsTable;
  payment_events: PaymentEventsTable;
  payments: PaymentsTable;
  receipts: ReceiptsTable;
  receipt_counters: ReceiptCountersTable;
  settings: SettingsTable;
  card_orders: CardOrdersTable;
  contract_declarations: ContractDeclarationsTable;
  credit_packages: CreditPackagesTable;
  credit_accounts: CreditAccountsTable;
  credit_entries: CreditEntriesTable;
  credit_orders: CreditOrdersTable;
  credit_pins: CreditPinsTable;
  credit_customer_numbers: CreditCustomerNumbersTable;
  credit_calls: CreditCallsTable;
  admin_audit_log: AdminAuditLogTable;
  reviews: ReviewsTable;
  review_decisions: ReviewDecisionsTable;
  review_reports: ReviewReportsTable;
  review_reminders: ReviewRemindersTable;
  horoscope_months: HoroscopeMonthsTable;
  horoscope_texts: HoroscopeTextsTable;
  horoscope_profiles: HoroscopeProfilesTable;
  horoscope_mailings: HoroscopeMailingsTable;
  order_confirmations: OrderConfirmationsTable;
  data_exports: DataExportsTable;
  consultant_status_events: ConsultantStatusEventsTable;
  favourites: FavouritesTable;
  availability_alerts: AvailabilityAlertsTable;
  availability_alert_mails: AvailabilityAlertMailsTable;
}
