import type { MailMessage } from "../mail/index.ts";

export interface Sender {
  brandName: string;
  publicOrigin: string;
}

/** The link that confirms the address given at registration (docs/decisions/0051). */
export function confirmAddressMail(input: { to: string; name: string; link: string }, sender: Sender): MailMessage {
  return {
    kind: "emailConfirmation",
    to: input.to,
    subject: `Bitte bestätigen Sie Ihre E-Mail-Adresse – ${sender.brandName}`,
    text: [
      `Guten Tag ${input.name},`,
      "",
      `bitte bestätigen Sie, dass diese E-Mail-Adresse zu Ihrem Konto bei ${sender.brandName} gehört:`,
      "",
      input.link,
      "",
      "Der Link ist 7 Tage gültig und lässt sich einmal verwenden. Bis zur Bestätigung senden wir Ihnen nur " +
        "Mitteilungen zu Ihrem Vertrag und Ihren Zahlungen; Ausgabenwarnungen, Monatsübersichten und " +
        "Benachrichtigungen erhalten Sie erst danach. Einen neuen Link können Sie jederzeit in Ihrem Profil anfordern.",
      "",
      `Sie haben kein Konto bei ${sender.brandName} angelegt? Dann hat jemand Ihre Adresse angegeben. Öffnen Sie ` +
        `den Link bitte nicht und schreiben Sie uns über ${sender.publicOrigin}/contact – wir entfernen Ihre Adresse ` +
        "aus dem Konto.",
      "",
      "Mit freundlichen Grüßen",
      `Ihr ${sender.brandName}-Team`,
    ].join("\n"),
  };
}
