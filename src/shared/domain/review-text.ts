import { contactDetailIn, type ContactDetail } from "./contact-details.ts";

// What a review's text may say (docs/decisions/0040-verified-reviews.md). Apart from
// reviews.ts, so that the pages that only show ratings do not load the contact-detail patterns.

export const reviewTextMinLength = 10;
export const reviewTextMaxLength = 1000;

// Contact details in a review would let a consultant be reached outside the portal (and its
// prices and protections). Deliberately broad: a false alarm costs the writer a rewording.
const contactMessages: Record<ContactDetail, string> = {
  email: "Bitte geben Sie in Bewertungen keine E-Mail-Adressen an.",
  web: "Bitte geben Sie in Bewertungen keine Internetadressen an.",
  phone: "Bitte geben Sie in Bewertungen keine Telefonnummern an.",
};

const markupPattern = /<\s*\/?\s*[a-z!][^>]*>/i;

/**
 * What is wrong with a review's text, as a German message, or null when it may be published.
 * The text is the one after trimming; an empty text means "stars only" and is fine.
 */
export function reviewTextProblem(text: string): string | null {
  if (text.length === 0) return null;
  if (text.length < reviewTextMinLength) return `Der Text muss mindestens ${reviewTextMinLength} Zeichen lang sein.`;
  if (text.length > reviewTextMaxLength) return "Der Text darf höchstens 1.000 Zeichen lang sein.";
  if (markupPattern.test(text)) return "Bitte schreiben Sie den Text ohne HTML.";
  const contact = contactDetailIn(text);
  return contact === null ? null : contactMessages[contact];
}
