import type { MailMessage } from "../mail/mailer.ts";

const germanDate = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const germanTime = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" });

/** 2027-03-12T10:00:00Z -> "12.03.2027" (the member's calendar day in Germany). */
export function formatGermanDate(date: Date): string {
  return germanDate.format(date);
}

export function cancellationMessage(accessUntil: Date): string {
  return `Ihre Mitgliedschaft wurde gekündigt. Sie haben Zugang bis zum ${formatGermanDate(accessUntil)}.`;
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
  const received = `${formatGermanDate(input.receivedAt)}, ${germanTime.format(input.receivedAt)} Uhr`;
  const end = formatGermanDate(input.accessUntil);
  return {
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
