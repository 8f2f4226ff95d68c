import { formatBerlinDate, formatBerlinDateShortTime } from "../../../shared/domain/berlin-time.ts";
import type { MailMessage } from "../mail/index.ts";

// Dates go through the shared Berlin formatter, so the mail names the same day as the
// profile and the cancel dialog, wherever the server or the member's browser runs.

export function cancellationMessage(accessUntil: Date): string {
  return `Ihre Mitgliedschaft wurde gekündigt. Sie haben Zugang bis zum ${formatBerlinDate(accessUntil)}.`;
}

export interface CancellationMailInput {
  to: string;
  name: string;
  brandName: string;
  contract: string;
  receivedAt: Date;
  accessUntil: Date;
}

/** The confirmation § 312k Abs. 4 BGB asks for: what was cancelled, when it arrived, when it ends. */
export function cancellationMail(input: CancellationMailInput): MailMessage {
  const received = `${formatBerlinDateShortTime(input.receivedAt)} Uhr`;
  const end = formatBerlinDate(input.accessUntil);
  return {
    kind: "cancellationConfirmation",
    to: input.to,
    subject: `Bestätigung Ihrer Kündigung – ${input.brandName} Premium`,
    text: [
      `Guten Tag ${input.name},`,
      "",
      `wir bestätigen Ihre Kündigung der Premium-Mitgliedschaft bei ${input.brandName}.`,
      "",
      `Vertrag: ${input.contract}`,
      `Eingang der Kündigung: ${received}`,
      `Ende der Mitgliedschaft: ${end}`,
      "",
      `Bis zum ${end} nutzen Sie alle Vorteile der Mitgliedschaft wie gewohnt. Danach wird nichts mehr abgebucht.`,
      "",
      "Mit freundlichen Grüßen",
      `Ihr ${input.brandName}-Team`,
    ].join("\n"),
  };
}
