import { formatBerlinDateTime } from "../../../shared/domain/berlin-time.ts";
import type { MailMessage } from "../mail/index.ts";

/**
 * The sender's receipt of a contact message: that it arrived, when, and its number. It repeats
 * nothing the sender typed (neither the name nor the text): the form mails whatever address is
 * entered, and a receipt that quoted the message would let anyone send their own words to a
 * stranger under our name. Who did not write is told so.
 */
export function contactReceiptMail(input: {
  to: string;
  messageId: number;
  receivedAt: Date;
  brandName: string;
  barrier: boolean;
}): MailMessage {
  const what = input.barrier ? "Ihre Meldung einer Barriere" : "Ihre Nachricht";
  return {
    kind: "contactReceipt",
    to: input.to,
    subject: `${input.brandName}: ${what} ist angekommen (Nr. ${input.messageId})`,
    text:
      `Guten Tag,\n\nwir haben ${what} am ${formatBerlinDateTime(input.receivedAt)} Uhr erhalten und antworten ` +
      `Ihnen so bald wie möglich per E-Mail an diese Adresse.\n\nSie hat die Nummer ${input.messageId}. Bitte ` +
      `nennen Sie sie, wenn Sie uns dazu noch einmal schreiben.\n\nHaben Sie uns nicht geschrieben? Dann hat ` +
      `jemand Ihre Adresse in unser Kontaktformular eingetragen. Sie müssen nichts tun; wir schreiben Ihnen ` +
      `nur, um diese Nachricht zu beantworten.\n\nIhr ${input.brandName}-Team\n`,
  };
}
