/**
 * Routes that, answered with success, may change data a guest, an ordinary member or the
 * telephony carrier does not own: the tables each may write beyond the caller's own rows. Every other successful request
 * of a guest or a member leaves all data but the caller's own rows alone; a refused one leaves
 * everything alone. The administrator may change anything (the audit log records it).
 */
const conversion = ["conversions"] as const;
const newAccount = ["users", "sessions", "registration_grants"] as const;
const declaration = ["contract_declarations"] as const;

export const routeWrites: Record<string, readonly string[]> = {
  "POST /api/contact": ["contact_messages"],
  "POST /api/reviews/:id/reports": ["review_reports"],
  // The registration with an address also stores the link that confirms it (docs/decisions/0051).
  "POST /api/users": [...newAccount, "email_confirmations"],
  // The mailed link proves the mailbox: it confirms the address of the account it was sent for.
  "POST /api/email-confirmation/confirm": ["users", "email_confirmations"],
  "POST /api/register": newAccount,
  // Signing in opens a session of the account signed in to, which is not the caller's yet.
  "POST /api/auth/login": ["sessions"],
  "POST /api/auth/auto-login": ["sessions", "registration_grants"],
  "POST /api/auth/forgot-password": ["password_reset_tokens"],
  "POST /api/auth/reset-password": ["users", "sessions", "password_reset_tokens"],
  "POST /api/conversions/registration": conversion,
  "POST /api/conversions/subscription": conversion,
  "POST /api/conversions/premium-call": conversion,
  "POST /api/conversions/member-call": conversion,
  // Anyone may cancel or withdraw (docs/decisions/0007); from anyone but the logged-in owner the
  // declaration only waits for the owner, so it changes no one else's membership.
  "POST /api/contract-declarations/cancellation": declaration,
  "POST /api/contract-declarations/withdrawal": declaration,
  // The e-mailed link proves the declarant; confirming ends the membership it names.
  "POST /api/contract-declarations/link/decision": [...declaration, "subscriptions"],
  // The carrier reports calls and consultants' status and asks whether a credit call may start.
  // Under the spending cap (docs/decisions/0030) a call holds part of the account's limit, its
  // record releases it, and the checks bring a waiting raise into force and send the 80 % warning once.
  "POST /api/telephony/calls": [
    "calls",
    "credit_calls",
    "credit_entries",
    "credit_accounts",
    "spending_limits",
    "spending_holds",
    "spending_notices",
  ],
  // A real change is an event; becoming available claims the consultant's due alerts and queues their mails.
  "POST /api/telephony/consultant-status": [
    "consultants",
    "consultant_status_events",
    "availability_alerts",
    "availability_alert_mails",
  ],
  // The signed link of an availability mail ends that alert without login (docs/decisions/0042).
  "POST /api/availability-alerts/unsubscribe": ["availability_alerts", "availability_alert_mails"],
  "POST /api/availability-alerts/unsubscribe-one-click": ["availability_alerts", "availability_alert_mails"],
  "POST /api/telephony/credit-calls": [
    "credit_calls",
    "credit_entries",
    "credit_accounts",
    "credit_pins",
    "spending_limits",
    "spending_holds",
  ],
  "GET /api/telephony/member-check": ["spending_limits", "spending_holds", "spending_notices"],
  // Deleting one's account with remaining credits to pay out files a request with support
  // (docs/decisions/0037), kept under the account's address.
  "POST /api/account/deletion": ["contact_messages"],
};
