import type { ContractDeclarationConfirmation } from "../../../shared/schemas/contract-declarations.ts";
import { formatBerlinDateTime, formatIsoDay } from "../../../shared/domain/berlin-time.ts";
import {
  confirmationText,
  declarationNoun,
  nextPossibleEnd,
  terminationTypeLabels,
} from "../../../shared/domain/contract-declaration-texts.ts";
import type { MailMessage } from "../mail/index.ts";
import type { DeclarationStatus } from "./status.ts";

export interface Sender {
  brandName: string;
  supportEmail: string;
  publicOrigin: string;
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

function subjectOf(kind: ContractDeclarationConfirmation["kind"], reference: string, sender: Sender): string {
  const what = kind === "cancellation" ? "Ihrer Kündigung" : "Ihres Widerrufs";
  return `[${sender.brandName}] Bestätigung ${what} – Vorgang ${reference}`;
}

/**
 * § 312k Abs. 4 / § 356a BGB: content, time received and end, on a durable medium, at once.
 * Only to someone shown to be the owner: their session, or the account's own address once the
 * owner confirmed. `notes` add what the owner must know beyond the usual text.
 */
export function customerConfirmationMail(
  c: ContractDeclarationConfirmation,
  sender: Sender,
  notes: string[] = [],
): MailMessage {
  const what = c.kind === "cancellation" ? "Ihrer Kündigung" : "Ihres Widerrufs";
  return {
    kind: "contractDeclaration",
    to: c.declaration.email,
    replyTo: sender.supportEmail,
    subject: subjectOf(c.kind, c.reference, sender),
    text: [
      `Guten Tag ${c.declaration.name},`,
      "",
      `hiermit bestätigen wir den Eingang ${what}. Bitte bewahren Sie diese E-Mail als Nachweis auf.`,
      "",
      confirmationText(c),
      ...notes.flatMap((note) => [note, ""]),
      signature(sender),
      "",
    ].join("\n"),
  };
}

/**
 * The receipt for an address that may not be the owner's: a fixed text that quotes nothing
 * typed freely (no name, contract or reason) and never says whether a contract exists.
 */
export function receiptMail(c: ContractDeclarationConfirmation, sender: Sender): MailMessage {
  const noun = declarationNoun(c.kind);
  const lines = [`Vorgangsnummer: ${c.reference}`, `Eingegangen am: ${formatBerlinDateTime(new Date(c.receivedAt))}`];
  if (c.kind === "cancellation") {
    lines.push(
      `Art der Kündigung: ${terminationTypeLabels[c.declaration.terminationType ?? "ordinary"]}`,
      `Gewünschtes Vertragsende: ${c.declaration.requestedEndDate ? `zum ${formatIsoDay(c.declaration.requestedEndDate)}` : nextPossibleEnd}`,
    );
  } else {
    lines.push("Erklärung: Widerruf des Vertrags");
  }
  const next =
    "Sofern zu den angegebenen Daten ein Konto bei uns besteht, senden wir an die dort hinterlegte E-Mail-Adresse " +
    `einen Link zur Bestätigung. ${c.kind === "cancellation" ? "Die Kündigung" : "Der Widerruf"} wird wirksam, ` +
    `sobald der Vertragsinhaber ${c.kind === "cancellation" ? "sie" : "ihn"} über diesen Link oder nach der ` +
    `Anmeldung im Profil bestätigt, und gilt dann als zu dem oben genannten Zeitpunkt eingegangen.`;
  return {
    kind: "contractDeclaration",
    to: c.declaration.email,
    replyTo: sender.supportEmail,
    subject: `[${sender.brandName}] Eingangsbestätigung – Vorgang ${c.reference}`,
    text: [
      "Guten Tag,",
      "",
      `wir haben über unser Online-Formular folgende Erklärung erhalten (${noun}). Bitte bewahren Sie diese E-Mail als Nachweis des Eingangs auf.`,
      "",
      ...lines,
      "",
      next,
      "",
      signature(sender),
      "",
    ].join("\n"),
  };
}

export interface OwnerNoticeInput {
  to: string;
  accountName: string;
  kind: ContractDeclarationConfirmation["kind"];
  reference: string;
  receivedAt: Date;
  status: DeclarationStatus;
  effectiveEnd: Date | null;
  /** Until when a cancellation can be taken back in the profile. */
  revocableUntil: Date | null;
  /** A waiting cancellation: the end it causes when the owner confirms before it. */
  endIfConfirmed: Date | null;
  /** The single-use link for a declaration that waits for the owner. */
  confirmUrl: string | null;
}

function ownerNoticeBody(n: OwnerNoticeInput, sender: Sender): string[] {
  const received = formatBerlinDateTime(n.receivedAt);
  const profile = `${sender.publicOrigin}/profile`;
  if (n.kind === "withdrawal" && n.status === "awaiting_owner" && n.confirmUrl) {
    return [
      `für Ihre Premium-Mitgliedschaft ist am ${received} über unser Online-Formular „Vertrag widerrufen“ ein Widerruf ` +
        `eingegangen (Vorgang ${n.reference}). Ein Widerruf beendet die Mitgliedschaft sofort. Weil er nicht in Ihrem ` +
        "angemeldeten Kundenkonto abgegeben wurde, wird er erst wirksam, wenn Sie ihn bestätigen:",
      "",
      n.confirmUrl,
      "",
      `Mit Ihrer Bestätigung gilt der Widerruf als am ${received} zugegangen; für die Widerrufsfrist von 14 Tagen ` +
        "zählt dieser Zeitpunkt, auch wenn Sie erst später bestätigen.",
      "",
      "Dort können Sie auch angeben, dass die Erklärung nicht von Ihnen stammt. Bis dahin bleibt Ihre Mitgliedschaft " +
        `unverändert. Sie finden die Erklärung auch nach der Anmeldung in Ihrem Profil: ${profile}`,
    ];
  }
  if (n.kind === "cancellation" && n.status === "awaiting_owner" && n.confirmUrl) {
    const lines = [
      `für Ihre Premium-Mitgliedschaft ist am ${received} über unser Online-Formular „Verträge hier kündigen“ eine ` +
        `Kündigung eingegangen (Vorgang ${n.reference}). Weil sie nicht in Ihrem angemeldeten Kundenkonto abgegeben ` +
        "wurde, wird sie erst wirksam, wenn Sie sie bestätigen:",
      "",
      n.confirmUrl,
      "",
      `Mit Ihrer Bestätigung gilt die Kündigung als am ${received} zugegangen; das Vertragsende richtet sich nach ` +
        "diesem Zeitpunkt.",
    ];
    if (n.endIfConfirmed) {
      const end = formatBerlinDateTime(n.endIfConfirmed, { seconds: false });
      lines.push(
        `Bestätigen Sie vor dem ${end}, endet Ihre Mitgliedschaft am ${end}. Bestätigen Sie später, endet sie mit ` +
          `Ihrer Bestätigung, und Beiträge für die Zeit nach dem ${end} erstatten wir Ihnen.`,
      );
    }
    lines.push(
      "",
      "Über den Link können Sie auch angeben, dass die Erklärung nicht von Ihnen stammt. Bis zu Ihrer Bestätigung " +
        "bleibt Ihre Mitgliedschaft unverändert und verlängert sich wie gewohnt. Sie finden die Erklärung auch nach " +
        `der Anmeldung in Ihrem Profil: ${profile}`,
    );
    return lines;
  }
  if (n.kind === "cancellation" && n.status === "applied" && n.effectiveEnd) {
    const lines = [
      `für Ihre Premium-Mitgliedschaft ist am ${received} über unser Online-Formular „Verträge hier kündigen“ eine ` +
        `Kündigung eingegangen (Vorgang ${n.reference}). Ihre Mitgliedschaft endet damit am ` +
        `${formatBerlinDateTime(n.effectiveEnd, { seconds: false })}; bis dahin nutzen Sie alle Vorteile wie gewohnt.`,
    ];
    if (n.revocableUntil) {
      lines.push(
        "",
        "Falls Sie diese Erklärung nicht abgegeben haben oder es sich anders überlegt haben, können Sie die Kündigung " +
          `bis zum ${formatBerlinDateTime(n.revocableUntil, { seconds: false })} in Ihrem Profil zurücknehmen: ${profile}`,
      );
    }
    return lines;
  }
  return [
    `für Ihr Konto ist am ${received} über unser Online-Formular ein${n.kind === "cancellation" ? "e" : ""} ` +
      `${declarationNoun(n.kind)} eingegangen (Vorgang ${n.reference}). Sie sehen die Erklärung auch nach der ` +
      `Anmeldung in Ihrem Profil: ${profile}`,
    "",
    `Falls Sie diese Erklärung nicht abgegeben haben, antworten Sie bitte auf diese E-Mail oder schreiben Sie an ${sender.supportEmail}.`,
  ];
}

/**
 * The owner always learns of a declaration made for the account, at the account's own address:
 * what arrived, what it changes, and how to take it back or confirm it.
 */
export function ownerNoticeMail(n: OwnerNoticeInput, sender: Sender): MailMessage {
  return {
    kind: "contractDeclaration",
    to: n.to,
    replyTo: sender.supportEmail,
    subject: subjectOf(n.kind, n.reference, sender),
    text: [`Guten Tag ${n.accountName},`, "", ...ownerNoticeBody(n, sender), "", signature(sender), ""].join("\n"),
  };
}

/**
 * What the owner is told when a cancellation is confirmed only after the end it would have
 * caused (docs/decisions/0007): the contract ends at once and later payments come back.
 */
export function missedEndNote(receivedAt: Date, missedEnd: Date): string {
  const missed = formatBerlinDateTime(missedEnd, { seconds: false });
  return (
    `Ihre Kündigung gilt als am ${formatBerlinDateTime(receivedAt)} zugegangen. Damit hätte sie den Vertrag am ` +
    `${missed} beendet; dieser Zeitpunkt war bei Ihrer Bestätigung schon vorbei, deshalb endet Ihre Mitgliedschaft ` +
    `sofort mit Ihrer Bestätigung. Beiträge, die für die Zeit nach dem ${missed} abgebucht wurden, erstatten wir Ihnen ` +
    "innerhalb von 14 Tagen über das Zahlungsmittel, mit dem Sie bezahlt haben."
  );
}

const supportOutcomes: Partial<Record<DeclarationStatus, (kind: ContractDeclarationConfirmation["kind"]) => string>> = {
  applied: (kind) =>
    kind === "withdrawal" ? "Vertrag sofort beendet – Erstattung (anteilig) veranlassen" : "Vertragsende vorgemerkt",
  unmatched: () => "Kein Vertrag zu den Angaben gefunden – bitte prüfen und Vertragsende per E-Mail bestätigen",
  no_contract: () => "Konto ohne laufenden Vertrag – bitte prüfen",
  period_expired: () => "Widerrufsfrist abgelaufen – bitte prüfen und entscheiden",
  received: () => "Gespeichert, aber nicht verarbeitet – bitte prüfen und von Hand anwenden",
};

/** Support follows up where a person has to act: no contract found, a reason to review, a refund. */
export function supportNotice(
  c: ContractDeclarationConfirmation,
  status: DeclarationStatus,
  accountId: number | null,
  sender: Sender,
  missedEnd: Date | null = null,
): MailMessage {
  const outcome = missedEnd
    ? `Erst nach dem Vertragsende bestätigt, jetzt beendet – Beiträge für die Zeit nach dem ${formatBerlinDateTime(missedEnd, { seconds: false })} erstatten`
    : (supportOutcomes[status]?.(c.kind) ?? status);
  return {
    kind: "toSupport",
    to: sender.supportEmail,
    replyTo: c.declaration.email,
    subject: `[${sender.brandName}] ${declarationNoun(c.kind)} ${c.reference}: ${outcome}`,
    text: [`Konto: ${accountId ?? "nicht gefunden"}`, `Ergebnis: ${outcome}`, "", confirmationText(c)].join("\n"),
  };
}
