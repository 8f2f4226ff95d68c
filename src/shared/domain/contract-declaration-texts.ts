import type { ContractDeclarationConfirmation, DeclaredContractData } from "../schemas/contract-declarations.ts";
import { formatBerlinDateTime, formatIsoDay } from "./berlin-time.ts";

// The words of a cancellation or withdrawal confirmation, shared by the confirmation page, its
// download and the e-mail, so that what the customer saves and what we mail say the same.

export type DeclarationKind = ContractDeclarationConfirmation["kind"];

export const terminationTypeLabels = {
  ordinary: "Ordentliche Kündigung",
  extraordinary: "Außerordentliche Kündigung",
} as const;

export const nextPossibleEnd = "zum nächstmöglichen Zeitpunkt";

export const reviewingCancellation = "Wir prüfen Ihre Kündigung und bestätigen das Vertragsende per E-Mail.";

/**
 * The receipt for anyone who is not logged in as the owner: it never says whether a contract
 * exists, and tells the requester that the owner confirms through the mail to the account's
 * address (docs/decisions/0007).
 */
export const receivedParagraphs: Record<DeclarationKind, string[]> = {
  cancellation: [
    "Falls zu Ihren Angaben ein Konto bei uns besteht, haben wir an die dort hinterlegte E-Mail-Adresse einen Link " +
      "geschickt. Bitte bestätigen Sie die Kündigung über diesen Link (oder nach der Anmeldung in Ihrem Profil): Erst " +
      "dann wird sie wirksam. Sie gilt dann als zu dem oben genannten Zeitpunkt eingegangen; nach ihm richtet sich " +
      "das Vertragsende.",
  ],
  withdrawal: [
    "Falls zu Ihren Angaben ein Konto bei uns besteht, haben wir an die dort hinterlegte E-Mail-Adresse einen Link " +
      "geschickt. Bitte bestätigen Sie den Widerruf über diesen Link (oder nach der Anmeldung in Ihrem Profil): Erst " +
      "dann wird er wirksam. Er gilt dann als zu dem oben genannten Zeitpunkt eingegangen; nach ihm richtet sich auch " +
      "die Widerrufsfrist von 14 Tagen.",
  ],
};

export function declarationNoun(kind: DeclarationKind): string {
  return kind === "cancellation" ? "Kündigung" : "Widerruf";
}

/** "Eingangsbestätigung Ihrer Kündigung" / "... Ihres Widerrufs" */
export function confirmationTitle(kind: DeclarationKind): string {
  return kind === "cancellation" ? "Eingangsbestätigung Ihrer Kündigung" : "Eingangsbestätigung Ihres Widerrufs";
}

export interface DeclarationField {
  label: string;
  value: string;
}

/** The declaration as the customer made it, label by label. */
export function declarationFields(kind: DeclarationKind, declaration: DeclaredContractData): DeclarationField[] {
  const identity: DeclarationField[] = [
    { label: "Name", value: declaration.name },
    { label: "Telefonnummer des Kontos", value: declaration.phone },
    { label: "E-Mail-Adresse für die Bestätigung", value: declaration.email },
  ];
  if (kind === "withdrawal") {
    return [
      {
        label: "Erklärung",
        value: `Hiermit widerrufe ich den von mir abgeschlossenen Vertrag: ${declaration.contract}`,
      },
      ...identity,
    ];
  }
  const fields: DeclarationField[] = [
    { label: "Art der Kündigung", value: terminationTypeLabels[declaration.terminationType ?? "ordinary"] },
  ];
  if (declaration.terminationType === "extraordinary") {
    fields.push({ label: "Grund der außerordentlichen Kündigung", value: declaration.reason ?? "" });
  }
  fields.push(...identity, { label: "Vertrag", value: declaration.contract });
  fields.push({
    label: "Gewünschtes Vertragsende",
    value: declaration.requestedEndDate ? `zum ${formatIsoDay(declaration.requestedEndDate)}` : nextPossibleEnd,
  });
  return fields;
}

function cancellationOutcome(c: ContractDeclarationConfirmation): string[] {
  if (c.outcome === "received") return receivedParagraphs.cancellation;
  if (c.outcome !== "ended" || !c.effectiveEnd) return [reviewingCancellation];
  const end = formatBerlinDateTime(new Date(c.effectiveEnd), { seconds: false });
  const paragraphs = [
    `Ihr Vertrag endet am ${end}. Bis dahin können Sie alle Vorteile Ihrer Mitgliedschaft nutzen; danach wird nichts mehr abgebucht.`,
  ];
  if (c.declaration.terminationType === "extraordinary") {
    paragraphs.push(
      "Ihre außerordentliche Kündigung haben wir vorsorglich auch als ordentliche Kündigung zu diesem Termin vorgemerkt. " +
        "Den angegebenen Grund prüfen wir und melden uns per E-Mail, wenn der Vertrag dadurch früher endet.",
    );
  }
  return paragraphs;
}

function withdrawalOutcome(c: ContractDeclarationConfirmation): string[] {
  if (c.outcome === "received") return receivedParagraphs.withdrawal;
  if (c.outcome === "ended" && c.effectiveEnd) {
    const end = formatBerlinDateTime(new Date(c.effectiveEnd), { seconds: false });
    return [
      `Ihr Vertrag ist mit sofortiger Wirkung beendet (${end}). Es wird nichts mehr abgebucht.`,
      "Den von Ihnen gezahlten Betrag erstatten wir abzüglich eines anteiligen Betrags für die Tage, an denen Ihre " +
        "Mitgliedschaft bereits bestand, innerhalb von 14 Tagen über das Zahlungsmittel, mit dem Sie bezahlt haben.",
    ];
  }
  if (c.outcome === "periodExpired") {
    return [
      "Nach unseren Unterlagen ist die Widerrufsfrist von 14 Tagen ab Vertragsschluss abgelaufen. Wir haben Ihren " +
        "Widerruf trotzdem gespeichert; unser Kundenservice prüft ihn und meldet sich per E-Mail bei Ihnen.",
      "Unabhängig davon können Sie Ihren Vertrag jederzeit über „Verträge hier kündigen“ kündigen.",
    ];
  }
  return ["Wir prüfen Ihren Widerruf und bestätigen Ihnen das Vertragsende und die Erstattung per E-Mail."];
}

/** What happens next, in one or two paragraphs. */
export function outcomeParagraphs(c: ContractDeclarationConfirmation): string[] {
  return c.kind === "cancellation" ? cancellationOutcome(c) : withdrawalOutcome(c);
}

/** The confirmation as plain text: the body of the download and the core of the e-mail. */
export function confirmationText(c: ContractDeclarationConfirmation): string {
  const noun = declarationNoun(c.kind);
  const fields = declarationFields(c.kind, c.declaration).map((f) => `${f.label}: ${f.value}`);
  return [
    confirmationTitle(c.kind),
    "",
    `Eingegangen am: ${formatBerlinDateTime(new Date(c.receivedAt))}`,
    `Vorgangsnummer: ${c.reference}`,
    "",
    `Inhalt Ihrer Erklärung (${noun})`,
    ...fields,
    "",
    c.kind === "cancellation" ? "Vertragsende" : "Was jetzt geschieht",
    ...outcomeParagraphs(c),
    "",
  ].join("\n");
}

// What the owner reads about a declaration made without the owner's login (the e-mailed link's
// page and the profile). It counts as received when it was made (docs/decisions/0007).

interface OwnerSide {
  kind: DeclarationKind;
  receivedAt: string;
  effectiveEnd: string | null;
  missedEnd: string | null;
}

/** "Kündigung bestätigen" / "Widerruf bestätigen" */
export function confirmActionLabel(kind: DeclarationKind): string {
  return `${declarationNoun(kind)} bestätigen`;
}

/** The receipt time that the confirmation keeps, said plainly. */
export function receiptCountsText(d: Pick<OwnerSide, "kind" | "receivedAt">): string {
  const received = formatBerlinDateTime(new Date(d.receivedAt));
  return d.kind === "cancellation"
    ? `Wenn Sie bestätigen, gilt die Kündigung als am ${received} zugegangen; das Vertragsende richtet sich nach diesem Zeitpunkt.`
    : `Wenn Sie bestätigen, gilt der Widerruf als am ${received} zugegangen; für die Widerrufsfrist von 14 Tagen zählt dieser Zeitpunkt.`;
}

/** What the owner's confirmation did. */
export function confirmedText(d: OwnerSide): string {
  const received = formatBerlinDateTime(new Date(d.receivedAt));
  if (d.kind === "withdrawal") {
    return (
      `Ihr Widerruf ist wirksam und gilt als am ${received} zugegangen: Ihre Mitgliedschaft ist beendet. Die ` +
      "Bestätigung haben wir Ihnen per E-Mail geschickt; den gezahlten Betrag erstatten wir anteilig innerhalb von 14 Tagen."
    );
  }
  if (d.missedEnd) {
    const missed = formatBerlinDateTime(new Date(d.missedEnd), { seconds: false });
    return (
      `Ihre Kündigung ist wirksam und gilt als am ${received} zugegangen. Damit hätte sie den Vertrag am ${missed} ` +
      "beendet; dieser Zeitpunkt war schon vorbei, deshalb endet Ihre Mitgliedschaft sofort. Beiträge für die Zeit " +
      `nach dem ${missed} erstatten wir Ihnen. Die Bestätigung haben wir Ihnen per E-Mail geschickt.`
    );
  }
  const end = d.effectiveEnd ? formatBerlinDateTime(new Date(d.effectiveEnd), { seconds: false }) : null;
  return (
    `Ihre Kündigung ist wirksam und gilt als am ${received} zugegangen.` +
    (end ? ` Ihre Mitgliedschaft endet am ${end}; bis dahin nutzen Sie alle Vorteile wie gewohnt.` : "") +
    " Die Bestätigung haben wir Ihnen per E-Mail geschickt."
  );
}
