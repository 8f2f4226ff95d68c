import type { MailMessage } from "../mail/index.ts";

/**
 * The confirmation after every change of a password, by the account itself or through the
 * reset link (docs/decisions/0036): the owner learns of a change they did not make.
 */
export function passwordChangedMail(
  user: { name: string; email: string },
  how: "profile" | "reset",
  sender: { brandName: string; publicOrigin: string },
): MailMessage {
  const { brandName, publicOrigin } = sender;
  const ended =
    how === "profile"
      ? "Alle anderen Anmeldungen Ihres Kontos wurden beendet; Ihre aktuelle Anmeldung bleibt bestehen."
      : "Alle Anmeldungen Ihres Kontos wurden beendet. Bitte melden Sie sich mit dem neuen Passwort an.";
  return {
    to: user.email,
    subject: "Passwort geändert",
    text:
      `Hallo ${user.name},\n\ndas Passwort Ihres Kontos bei ${brandName} wurde soeben geändert. ${ended}\n\n` +
      `Waren Sie das nicht? Dann setzen Sie Ihr Passwort sofort über ${publicOrigin}/forgot-password zurück ` +
      `und schreiben Sie uns über ${publicOrigin}/contact.\n\nIhr ${brandName}-Team\n`,
  };
}
