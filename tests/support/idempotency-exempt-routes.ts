// The routes that change data but take no idempotency key, each with the reason a repeat is
// harmless without one (docs/decisions/0023). tests/api/http/idempotency.test.ts fails for a route
// that changes data and is in neither this list nor opted in through config.idempotent.
export const exemptFilingRoutes: Record<string, string> = {
  "POST /api/auth/login": "opens a session; a second login opens a second session and files nothing",
  "POST /api/auth/second-factor": "checks a code for the session at hand; a repeat finds the session passed",
  "POST /api/auth/logout": "ends the session; a repeat finds it ended",
  "POST /api/auth/auto-login": "signs in the account this browser just created; a repeat signs in again",
  "POST /api/auth/birth-date": "sets a missing date of birth once; a repeat with the same date finds it set",
  "POST /api/check-phone-exists": "only reads",
  "PUT /api/personal-data/name": "sets the name in the body; a repeat sets the same",
  "PUT /api/personal-data/phone": "sets the phone in the body; a repeat sets the same",
  "PUT /api/personal-data/password":
    "sets the password in the body; a repeat sets the same and ends no session but the others, already ended",
  "POST /api/personal-data/email":
    "replaces the waiting change: a repeat mails a new link, the older one stops working, and the mails per account are limited",
  "POST /api/personal-data/email/confirm": "spends a single-use link; a repeat finds it spent and changes nothing",
  "POST /api/email-confirmation/resend":
    "mails a new link to the account's own address; the older one stops working, and the mails per account are limited",
  "POST /api/email-confirmation/confirm": "spends a single-use link; a repeat finds it spent and changes nothing",
  "POST /api/contract-declarations/link": "only shows the declaration behind an e-mailed link",
  "POST /api/contract-declarations/:reference/acknowledge": "marks a declaration as seen; a repeat marks it again",
  "POST /api/horoscopes/unsubscribe": "switches the monthly mail off; a repeat finds it off",
  "PUT /api/favourites/:consultantId": "marks a favourite; a repeat finds it marked",
  "DELETE /api/favourites/:consultantId": "removes a favourite; a repeat finds it gone",
  "PUT /api/favourites/:consultantId/alert": "sets the alert as the body says; a repeat sets the same",
  "DELETE /api/favourites/:consultantId/alert": "ends the alert; a repeat finds it ended",
  "POST /api/availability-alerts/unsubscribe":
    "ends the alert the link names; a repeat finds it ended and answers the same",
  "POST /api/availability-alerts/unsubscribe-one-click":
    "ends the alert the link names; a repeat finds it ended and answers the same",
  "PUT /api/horoscopes/me": "stores the member's sign and mail choice; a repeat stores the same",
  "POST /api/conversions/registration": "one conversion per account: the database keeps the first",
  "POST /api/conversions/subscription": "one conversion per subscription: the database keeps the first",
  "POST /api/conversions/premium-call": "one conversion per click id and kind: the database keeps the first",
  "POST /api/conversions/member-call": "one conversion per click id and kind: the database keeps the first",
  "POST /api/subscription": "takes over the PayPal subscription named in the body once, by its unique provider id",
  "POST /api/subscriptions/callback":
    "takes over the PayPal subscription named in the body once, by its unique provider id",
  "POST /api/credits/paypal/process-return": "captures the order named in the body once, by its unique order id",
  "POST /api/paypal/webhook": "PayPal's own deliveries, kept once by their event id",
  "POST /api/maxpay/callback": "Maxpay's own deliveries, kept once by their transaction id",
  "PUT /api/spending/limits": "sets the limits named in the body; a repeat finds them set and changes nothing",
  "DELETE /api/spending/limits/pending": "withdraws the waiting raise; a repeat finds none and is refused",
  "POST /api/spending/pause": "starts a pause; a repeat finds it running and is refused",
  "POST /api/spending/pause/end": "asks the pause to end; a repeat finds the end asked for and changes nothing",
  "DELETE /api/account/deletion": "takes a waiting deletion back; a repeat finds none and is refused",
  "PUT /api/spending/summary-mail": "sets the summary mail on or off as the body says; a repeat changes nothing",
  "POST /api/telephony/calls": "the carrier's call records, kept once by their call id",
  "POST /api/telephony/credit-calls": "the carrier's question before a credit call; each call is its own question",
  "POST /api/telephony/consultant-status": "the carrier sets a status; a repeat sets the same",
  "POST /api/reviews": "one review per call: the database keeps the first, a repeat is refused with 409",
  "PUT /api/reviews/:id": "sets the stars and text in the body; a repeat sets the same and changes nothing",
  "DELETE /api/reviews/:id": "deletes the review; a repeat finds it deleted and changes nothing",
  "POST /api/data-export": "one open request per account: a repeat answers the request being prepared or offered",
  "POST /api/data-export/download-ticket":
    "gives a new one-time download token; the earlier one stops working and nothing else changes",
  "POST /api/admin/users/:id/data-export":
    "makes the ZIP anew and logs it; a repeat makes the same file and logs again",
  "POST /api/admin/users/:id/credits":
    "carries its own operation key: a repeat books nothing and answers that it was booked already, which the administrator is shown",
  "POST /api/admin/consultants/:id/reactivate": "sets a state; a repeat sets the same",
  "POST /api/admin/consultants/:id/deactivate": "sets a state; a repeat sets the same",
  "POST /api/admin/consultants/:id/portrait":
    "an image upload, not JSON; a repeat replaces the portrait with the same image",
  "POST /api/admin/horoscopes/:month/publish": "publishes the month; a repeat finds it published",
  "POST /api/admin/second-factor/setup":
    "answers with a new secret, which must never be stored in plain text for a replay; a repeat replaces the unconfirmed one",
  "POST /api/admin/second-factor/confirm":
    "answers with recovery codes, which must never be stored in plain text for a replay; a repeat finds the factor confirmed",
  "POST /api/admin/second-factor/recovery-codes":
    "answers with recovery codes, which must never be stored in plain text for a replay",
  "POST /api/admin/second-factor/disable": "switches the factor off; a repeat finds it off",
  "POST /api/reviews/:id/reports":
    "the same reporter's second report of a review while the first is open is refused with 409 and stores nothing",
  "POST /api/admin/reviews/:id/decision":
    "a repeat finds no open report of the review and is refused with 409; nothing is decided or mailed twice",
};
