import type { ContractDeclarationConfirmation } from "../../../shared/api-types.ts";
import { formatBerlinDateTime } from "../../../shared/domain/berlin-time.ts";
import { confirmationText, declarationNoun } from "../../../shared/domain/contract-declaration-texts.ts";
import type { MailMessage } from "../mail/mailer.ts";

export interface Sender {
  brandName: string;
  supportEmail: string;
  company: { name: string; street: string; postalCode: string; city: string };
}

function signature(sender: Sender): string {
  const { company } = sender;
  return [
    "Mit freundlichen Grüßen",
    `Ihr ${sender.brandName}-Team`,
    "",
    `${company.name} · ${company.street} · ${company.postalCode} ${company.city}`,
    `E-Mail: ${sender.supportEmail}`,
  ].join("\n");
}

function subjectOf(c: ContractDeclarationConfirmation, sender: Sender): string {
  const what = c.kind === "cancellation" ? "Ihrer Kündigung" : "Ihres Widerrufs";
  return `[${sender.brandName}] Bestätigung ${what} – Vorgang ${c.reference}`;
}

/** § 312k Abs. 4 / § 356a BGB: content, time received and end, on a durable medium, at once. */
export function customerConfirmationMail(c: ContractDeclarationConfirmation, sender: Sender): MailMessage {
  const what = c.kind === "cancellation" ? "Ihrer Kündigung" : "Ihres Widerrufs";
  return {
    to: c.declaration.email,
    replyTo: sender.supportEmail,
    subject: subjectOf(c, sender),
    text: [
      `Guten Tag ${c.declaration.name},`,
      "",
      `hiermit bestätigen wir den Eingang ${what}. Bitte bewahren Sie diese E-Mail als Nachweis auf.`,
      "",
      confirmationText(c),
      signature(sender),
      "",
    ].join("\n"),
  };
}

/**
 * The form needs no login, so someone else could type a customer's number and name. The
 * account's own address learns of every declaration made for it when the form named another one.
 */
export function accountOwnerNotice(c: ContractDeclarationConfirmation, to: string, sender: Sender): MailMessage {
  const noun = declarationNoun(c.kind);
  return {
    to,
    replyTo: sender.supportEmail,
    subject: subjectOf(c, sender),
    text: [
      "Guten Tag,",
      "",
      `für Ihr Konto ist am ${formatBerlinDateTime(new Date(c.receivedAt))} über unser Online-Formular ` +
        `ein${c.kind === "cancellation" ? "e" : ""} ${noun} eingegangen (Vorgang ${c.reference}). Die Bestätigung haben wir ` +
        "an die im Formular angegebene E-Mail-Adresse geschickt.",
      "",
      `Falls Sie diese Erklärung nicht abgegeben haben, antworten Sie bitte auf diese E-Mail oder schreiben Sie an ${sender.supportEmail}.`,
      "",
      signature(sender),
      "",
    ].join("\n"),
  };
}

/** Support follows up where a person has to act: no contract found, a reason to review, a refund. */
export function supportNotice(
  c: ContractDeclarationConfirmation,
  accountId: number | null,
  sender: Sender,
): MailMessage {
  const outcome = {
    ended:
      c.kind === "withdrawal"
        ? "Vertrag sofort beendet – Erstattung (anteilig) veranlassen"
        : "Vertragsende vorgemerkt",
    reviewing: "Kein Vertrag zu den Angaben gefunden – bitte prüfen und Vertragsende per E-Mail bestätigen",
    periodExpired: "Widerrufsfrist abgelaufen – bitte prüfen und entscheiden",
  }[c.outcome];
  return {
    to: sender.supportEmail,
    replyTo: c.declaration.email,
    subject: `[${sender.brandName}] ${declarationNoun(c.kind)} ${c.reference}: ${outcome}`,
    text: [`Konto: ${accountId ?? "nicht gefunden"}`, `Ergebnis: ${outcome}`, "", confirmationText(c)].join("\n"),
  };
}
