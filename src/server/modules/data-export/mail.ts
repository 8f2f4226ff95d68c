import { formatBerlinDate } from "../../../shared/domain/berlin-time.ts";
import type { MailMessage } from "../mail/index.ts";

/**
 * The announcement that the export is ready: where to fetch it and until when, and nothing of
 * the data itself (a mail may be read by others; the file is behind the login and the password).
 */
export function dataReadyMail(input: {
  to: string;
  name: string;
  brandName: string;
  publicOrigin: string;
  expiresAt: string;
  messageId: string;
}): MailMessage {
  const text = [
    `Guten Tag ${input.name},`,
    "",
    `Ihre Daten stehen bereit. Sie können sie bis zum ${formatBerlinDate(input.expiresAt)} in Ihrem Profil unter „Meine Daten herunterladen“ als ZIP-Datei herunterladen:`,
    `${input.publicOrigin}/profile`,
    "",
    "Melden Sie sich dazu an und bestätigen Sie den Download mit Ihrem Passwort. Danach löschen wir die Datei; Sie können jederzeit einen neuen Export anfordern.",
    "",
    "Wenn Sie keinen Export angefordert haben, ändern Sie bitte Ihr Passwort und schreiben Sie unserem Support.",
    "",
    "Mit freundlichen Grüßen",
    `Ihr ${input.brandName}-Team`,
    "",
  ].join("\n");
  return {
    kind: "dataExportReady",
    to: input.to,
    subject: `[${input.brandName}] Ihre Daten stehen bereit`,
    text,
    messageId: input.messageId,
  };
}
