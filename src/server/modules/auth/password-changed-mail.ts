import type { MailMessage } from "../mail/index.ts";

export type PasswordChangeWay = "profile" | "reset" | "administration";

/**
 * The confirmation after every change of a password, by the account itself, through the reset
 * link or by the administration (docs/decisions/0036): the owner learns of a change they did not
 * make.
 */
export function passwordChangedMail(
  user: { name: string; email: string },
  how: PasswordChangeWay,
  sender: { brandName: string; publicOrigin: string },
): MailMessage {
  const { brandName, publicOrigin } = sender;
  const ended = {
    profile: "Alle anderen Anmeldungen Ihres Kontos wurden beendet; Ihre aktuelle Anmeldung bleibt bestehen.",
    reset: "Alle Anmeldungen Ihres Kontos wurden beendet. Bitte melden Sie sich mit dem neuen Passwort an.",
    administration:
      "Unser Kundenservice hat es neu gesetzt und alle Anmeldungen Ihres Kontos beendet. Bitte melden Sie sich " +
      "mit dem neuen Passwort an, das Ihnen der Kundenservice mitgeteilt hat.",
  }[how];
  return {
    kind: "passwordChanged",
    to: user.email,
    subject: "Passwort geändert",
    text:
      `Hallo ${user.name},\n\ndas Passwort Ihres Kontos bei ${brandName} wurde soeben geändert. ${ended}\n\n` +
      `Waren Sie das nicht? Dann setzen Sie Ihr Passwort sofort über ${publicOrigin}/forgot-password zurück ` +
      `und schreiben Sie uns über ${publicOrigin}/contact.\n\nIhr ${brandName}-Team\n`,
  };
}
