// The order step's consent to an early start, one plain sentence per kind of contract, with
// its consequence (docs/decisions/0022-early-start-consent-and-contract-confirmation.md).
// The server stores the version the buyer ticked with the order; the contract confirmation
// mail repeats the sentence of that version.

/** Bumped whenever a sentence below changes, so a stored consent names the words it agreed to. */
export const orderConsentVersion = "2026-11-26";

export type OrderKind = "membership" | "credits";

/**
 * Membership (§ 356 Abs. 4, § 357a Abs. 2 BGB): a service that starts at once; after a
 * withdrawal the buyer pays pro rata for the time used.
 */
export const membershipEarlyStartConsent =
  "Ich verlange ausdrücklich, dass die Mitgliedschaft sofort und damit vor Ablauf der Widerrufsfrist beginnt; " +
  "widerrufe ich, zahle ich für die Zeit bis zum Widerruf anteilig.";

/**
 * Credits (§ 356 Abs. 5 BGB): digital content provided at once; with this consent the right of
 * withdrawal ends when the credits are credited.
 */
export const creditsEarlyStartConsent =
  "Ich stimme ausdrücklich zu, dass die Credits sofort und damit vor Ablauf der Widerrufsfrist gutgeschrieben " +
  "werden, und weiß, dass ich dadurch mein Widerrufsrecht verliere.";

export function earlyStartConsentText(kind: OrderKind): string {
  return kind === "membership" ? membershipEarlyStartConsent : creditsEarlyStartConsent;
}

/** The server's refusal of an order placed without the consent. */
export const consentRequiredMessage =
  "Bitte bestätigen Sie im Bestellschritt, dass die Leistung sofort beginnen soll. Ohne diese Zustimmung können wir die Bestellung nicht annehmen.";

/** "B-7F3K-9QXM": the order number on the success page, on /credits and in the mail. */
export const orderNumberPattern = /^B-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
