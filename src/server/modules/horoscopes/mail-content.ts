import { formatMonth } from "../../../shared/domain/horoscope-month.ts";
import { inlineSpansOf, paragraphsOf, plainTextOf } from "../../../shared/domain/simple-markdown.ts";
import { signFacts, type ZodiacSign } from "../../../shared/domain/zodiac.ts";
import { horoscopePartNames, type HoroscopeParts } from "../../../shared/schemas/horoscopes.ts";
import type { MailMessage } from "../mail/index.ts";

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The Markdown subset as HTML: every character of the text escaped, only our own tags added. */
function htmlOf(text: string): string {
  return paragraphsOf(text)
    .map((paragraph) => {
      const inner = inlineSpansOf(paragraph)
        .map((span) => {
          const body = escape(span.text).replace(/\n/g, "<br>");
          return span.bold ? `<strong>${body}</strong>` : span.italic ? `<em>${body}</em>` : body;
        })
        .join("");
      return `<p>${inner}</p>`;
    })
    .join("\n");
}

export interface HoroscopeMailInput {
  to: string;
  name: string;
  month: string;
  sign: ZodiacSign;
  parts: HoroscopeParts;
  unsubscribe: { oneClick: string; page: string };
  horoscopesUrl: string;
  brandName: string;
  messageId: string;
}

/** The monthly horoscope mail: text and HTML, the unsubscribe link in both and in the headers. */
export function horoscopeMail(input: HoroscopeMailInput): MailMessage {
  const sign = signFacts[input.sign].name;
  const month = formatMonth(input.month);
  const textParts = horoscopePartNames.map(([key, title]) => `${title}\n\n${plainTextOf(input.parts[key])}`);
  const text = [
    `Guten Tag ${input.name},`,
    `hier ist Ihr Horoskop für ${month} – ${sign}.`,
    ...textParts,
    `Alle Sternzeichen und das Archiv: ${input.horoscopesUrl}`,
    `Sie erhalten diese E-Mail, weil Sie das Monatshoroskop in Ihrem Profil bei ${input.brandName} bestellt haben. ` +
      `Abbestellen: ${input.unsubscribe.page}`,
  ].join("\n\n");
  const htmlParts = horoscopePartNames
    .map(([key, title]) => `<h2>${escape(title)}</h2>\n${htmlOf(input.parts[key])}`)
    .join("\n");
  const html = [
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escape(`Ihr Horoskop für ${month}`)}</title></head><body>`,
    `<p>Guten Tag ${escape(input.name)},</p>`,
    `<h1>Ihr Horoskop für ${escape(month)} – ${escape(sign)}</h1>`,
    htmlParts,
    `<p><a href="${escape(input.horoscopesUrl)}">Alle Sternzeichen und das Archiv</a></p>`,
    `<p style="font-size:12px;color:#555">Sie erhalten diese E-Mail, weil Sie das Monatshoroskop in Ihrem Profil bei ` +
      `${escape(input.brandName)} bestellt haben. <a href="${escape(input.unsubscribe.page)}">Monatshoroskop abbestellen</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    kind: "horoscope",
    to: input.to,
    subject: `Ihr Horoskop für ${month}: ${sign}`,
    text,
    html,
    messageId: input.messageId,
    headers: {
      "List-Unsubscribe": `<${input.unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
