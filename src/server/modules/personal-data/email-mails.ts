import type { MailMessage } from "../mail/index.ts";

export interface Sender {
  brandName: string;
  publicOrigin: string;
}

const signature = (brandName: string) => `\n\nIhr ${brandName}-Team\n`;

/** To the new address: the link that makes it the account's address. */
export function confirmNewAddressMail(to: string, name: string, link: string, sender: Sender): MailMessage {
  return {
    kind: "emailChange",
    to,
    subject: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
    text:
      `Hallo ${name},\n\nSie möchten diese Adresse für Ihr Konto bei ${sender.brandName} verwenden. ` +
      `Öffnen Sie dazu diesen Link (24 Stunden gültig, nur einmal verwendbar) und bestätigen Sie dort; ` +
      `falls Sie nicht angemeldet sind, melden Sie sich an und öffnen Sie den Link danach erneut:\n\n${link}\n\n` +
      `Bis dahin bleibt Ihre bisherige Adresse gültig. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail einfach.` +
      signature(sender.brandName),
  };
}

/** To the old address when a change is asked for: the owner learns of it before it takes effect. */
export function changeRequestedMail(to: string, name: string, newEmail: string, sender: Sender): MailMessage {
  return {
    kind: "emailChange",
    to,
    subject: "Ihre E-Mail-Adresse wird geändert",
    text:
      `Hallo ${name},\n\nfür Ihr Konto bei ${sender.brandName} wurde die neue E-Mail-Adresse ${newEmail} angegeben. ` +
      `Sie gilt erst, wenn der Link geöffnet wird, den wir an diese Adresse gesendet haben; bis dahin bleibt diese Adresse gültig.\n\n` +
      `Waren Sie das nicht? Dann ändern Sie bitte sofort Ihr Passwort unter ${sender.publicOrigin}/profile ` +
      `und schreiben Sie uns über ${sender.publicOrigin}/contact.` +
      signature(sender.brandName),
  };
}

/** To the old address when the change took effect. */
export function changeDoneMail(to: string, name: string, newEmail: string, sender: Sender): MailMessage {
  return {
    kind: "emailChange",
    to,
    subject: "Ihre E-Mail-Adresse wurde geändert",
    text:
      `Hallo ${name},\n\ndie E-Mail-Adresse Ihres Kontos bei ${sender.brandName} ist jetzt ${newEmail}. ` +
      `Nachrichten zu Ihrem Konto gehen ab sofort dorthin.\n\n` +
      `Waren Sie das nicht? Dann schreiben Sie uns bitte sofort über ${sender.publicOrigin}/contact.` +
      signature(sender.brandName),
  };
}
