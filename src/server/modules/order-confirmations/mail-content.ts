import { agbPlainText, withdrawalFormText, withdrawalInstructionsText } from "../../../shared/domain/agb-plain-text.ts";
import { formatBerlinDate, formatBerlinDateTime } from "../../../shared/domain/berlin-time.ts";
import { formatCredits } from "../../../shared/domain/credits.ts";
import { cancellationTermText } from "../../../shared/domain/membership-texts.ts";
import { earlyStartConsentText } from "../../../shared/domain/order-consent-texts.ts";
import { formatEuro } from "../../../shared/domain/plan.ts";
import { receiptsPagePath } from "../../../shared/domain/receipts.ts";
import type { SiteFacts } from "../../../shared/domain/site-facts.ts";
import type { MailMessage } from "../mail/index.ts";
import type { ContractDetails, CreditsContract, MembershipContract } from "./contract-details.ts";

export interface ConfirmationMailInput {
  to: string;
  name: string;
  reference: string;
  concludedAt: Date;
  contract: ContractDetails;
  /** When the buyer ticked the consent in the order step; null for an order from before it existed. */
  consentedAt: Date | null;
  site: SiteFacts;
  publicOrigin: string;
  /** A stable Message-ID, so a mail sent twice after a crash is recognised as one. */
  messageId: string;
}

const euro = (cents: number) => formatEuro(cents).replace(/\s/g, " ");

function membershipLines(c: MembershipContract): string[] {
  return [
    "Premium-Mitgliedschaft",
    `Testmonat: ${euro(c.trialAmountCents)} einmalig, vom ${formatBerlinDate(c.startedAt)} bis zum ${formatBerlinDate(c.trialEndsAt)}`,
    `Danach: ${euro(c.weeklyFeeCents)} pro Woche, jeweils zu Beginn einer Abrechnungswoche im Voraus fällig`,
    `Mindestlaufzeit: ${c.minimumTermMonths} Monate nach dem Testmonat, bis zum ${formatBerlinDate(c.minimumTermEndsAt)}`,
    `Frühestes Vertragsende bei sofortiger Kündigung: ${formatBerlinDate(c.earliestEndAt)}`,
    `Kündigung: ${cancellationTermText}`,
    "Alle Preise enthalten die gesetzliche Mehrwertsteuer. Anrufgebühren sind nicht im Mitgliedsbeitrag enthalten.",
  ];
}

function creditsLines(c: CreditsContract): string[] {
  const bonus = c.bonusCredits > 0 ? ` und ${formatCredits(c.bonusCredits).replace(/Credits?$/, "Bonus-Credits")}` : "";
  return [
    `Cosmos Credits: ${c.packageName}`,
    `Umfang: ${formatCredits(c.credits)}${bonus}, zusammen ${formatCredits(c.credits + c.bonusCredits)}`,
    `Preis: ${euro(c.amountCents)} einmalig (inkl. MwSt.), nichts verlängert sich`,
  ];
}

/**
 * Where the receipt is: behind the login on /profile rather than attached, since a membership's
 * confirmation may go out before its first payment arrives, and the list there holds the
 * receipts of every later payment and refund too (docs/decisions/0031).
 */
function receiptLines(input: ConfirmationMailInput): string[] {
  const where = `${input.publicOrigin}${receiptsPagePath}`;
  const number = input.contract.kind === "credits" ? input.contract.receiptNumber : undefined;
  return [
    number
      ? `Ihren Beleg ${number} (PDF) finden Sie nach der Anmeldung unter „Zahlungen und Belege“: ${where}`
      : `Den Beleg jeder Zahlung (PDF) finden Sie nach der Anmeldung unter „Zahlungen und Belege“: ${where}`,
    "",
  ];
}

function consentLines(input: ConfirmationMailInput): string[] {
  const sentence = earlyStartConsentText(input.contract.kind);
  if (!input.consentedAt) return [];
  return [
    "Ihre Zustimmung im Bestellschritt",
    `Am ${formatBerlinDateTime(input.consentedAt, { seconds: false })} haben Sie bestätigt:`,
    `„${sentence}“`,
    "",
  ];
}

/**
 * The contract confirmation of § 312f Abs. 2 BGB: the contract's content, the AGB, the
 * withdrawal instructions with the model form and the consent to the early start, on a durable
 * medium (the mail and its AGB attachment), sent once per order (docs/decisions/0022).
 */
export function orderConfirmationMail(input: ConfirmationMailInput): MailMessage {
  const { site, contract } = input;
  const what = contract.kind === "membership" ? "Ihrer Premium-Mitgliedschaft" : "Ihres Credit-Kaufs";
  const company = site.company;
  const text = [
    `Guten Tag ${input.name},`,
    "",
    `vielen Dank für Ihre Bestellung bei ${site.brandName}. Hiermit bestätigen wir den Vertrag. Bitte bewahren Sie diese E-Mail auf.`,
    "",
    `Bestellnummer: ${input.reference}`,
    `Vertragsschluss: ${formatBerlinDateTime(input.concludedAt, { seconds: false })}`,
    "",
    ...(contract.kind === "membership" ? membershipLines(contract) : creditsLines(contract)),
    "",
    ...receiptLines(input),
    ...consentLines(input),
    `Unsere Allgemeinen Geschäftsbedingungen finden Sie vollständig im Anhang dieser E-Mail (AGB.txt) und unter ${input.publicOrigin}/agb.`,
    "",
    withdrawalInstructionsText(site),
    "",
    withdrawalFormText(site),
    "",
    "Mit freundlichen Grüßen",
    `Ihr ${site.brandName}-Team`,
    "",
    `${company.name} · ${company.street} · ${company.postalCode} ${company.city}`,
    `E-Mail: ${site.supportEmail}`,
    "",
  ].join("\n");
  return {
    kind: "orderConfirmation",
    to: input.to,
    replyTo: site.supportEmail,
    subject: `[${site.brandName}] Vertragsbestätigung ${what} – Bestellnummer ${input.reference}`,
    text,
    messageId: input.messageId,
    attachments: [{ filename: "AGB.txt", content: agbPlainText(site), contentType: "text/plain; charset=utf-8" }],
  };
}
