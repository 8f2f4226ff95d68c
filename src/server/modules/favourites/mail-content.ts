import {
  callGuideTexts,
  memberDialSequence,
  memberLine,
  numberWithPriceNote,
} from "../../../shared/domain/call-guide.ts";
import type { MailMessage } from "../mail/index.ts";

export interface AvailabilityMailInput {
  to: string;
  name: string;
  consultant: { name: string; extension: string };
  memberPhoneNumber: string;
  /** The consultant's page with the call options and the call guide. */
  consultantUrl: string;
  unsubscribe: { oneClick: string; page: string };
  brandName: string;
  messageId: string;
}

/** "… ist jetzt verfügbar": how to call, the price with the number (§ 109 TKG), the unsubscribe link. */
export function availabilityMail(input: AvailabilityMailInput): MailMessage {
  const { consultant } = input;
  const dial = memberDialSequence(input.memberPhoneNumber, consultant.extension);
  const text = [
    `Guten Tag ${input.name},`,
    `${consultant.name} ist jetzt verfügbar.`,
    `Als Mitglied wählen Sie die ${memberLine.name} mit der Durchwahl ${consultant.extension} als eine Nummer: ` +
      `${numberWithPriceNote(dial, "member")}.`,
    `Alle Wege, ${consultant.name} anzurufen: ${input.consultantUrl}`,
    callGuideTexts.busy,
    `Sie erhalten diese E-Mail, weil Sie bei ${input.brandName} „Benachrichtigen, wenn verfügbar“ für ` +
      `${consultant.name} eingeschaltet haben. Wir schreiben Ihnen höchstens einmal in sechs Stunden. ` +
      `Abbestellen: ${input.unsubscribe.page}`,
    `Mit freundlichen Grüßen\nIhr ${input.brandName}-Team`,
  ].join("\n\n");
  return {
    kind: "availabilityAlert",
    to: input.to,
    subject: `${consultant.name} ist jetzt verfügbar`,
    text,
    messageId: input.messageId,
    headers: {
      "List-Unsubscribe": `<${input.unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
