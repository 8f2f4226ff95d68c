/**
 * Every kind of mail the portal sends, and to which address it may go (docs/decisions/0051).
 *
 * - `any`: the mail goes out whatever the address: a contract or payment mail the law requires
 *   (the contract confirmation, receipts, cancellation and withdrawal confirmations, the
 *   platform's notices about reports), what keeps the account safe (reset link, the notices of
 *   a changed password or address, the confirmation links themselves), an answer sent to the
 *   address just given with a request, or a mail to the operator's own support address.
 * - `confirmed`: everything else that carries personal data goes only to an account's address
 *   that its owner has confirmed by the link. To any other address it is withheld: dropped, not
 *   sent later. What it reports stays on /profile (limits, statements, the data export, the
 *   horoscopes on /horoskope); nothing paid for lives only in such a mail.
 *
 * A new mail needs a new kind here: MailMessage.kind admits no other value.
 */
export const mailKinds = {
  // Contract and payment mails the law requires (§ 312f, § 312k BGB, § 14 UStG, Art. 16/17 DSA).
  orderConfirmation: "any",
  paymentReceipt: "any",
  cancellationConfirmation: "any",
  contractDeclaration: "any",
  reviewModeration: "any",
  // The account's safety.
  passwordReset: "any",
  passwordChanged: "any",
  emailChange: "any",
  emailConfirmation: "any",
  // An answer to the address given with the request itself, and mails to the operator.
  contactReceipt: "any",
  toSupport: "any",
  // Only to a confirmed address.
  spendingNotice: "confirmed",
  spendingWarning: "confirmed",
  monthlySummary: "confirmed",
  availabilityAlert: "confirmed",
  horoscope: "confirmed",
  dataExportReady: "confirmed",
} as const satisfies Record<string, "any" | "confirmed">;

export type MailKind = keyof typeof mailKinds;

/** Whether a mail of this kind may go only to a confirmed address. */
export function needsConfirmedAddress(kind: MailKind): boolean {
  return mailKinds[kind] === "confirmed";
}
