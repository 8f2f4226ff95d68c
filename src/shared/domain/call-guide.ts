import { callPricesCents, formatEuro } from "./plan.ts";
import { priceNote, type CallLine } from "./call-prices.ts";

// What a caller reads about the two 0900 lines, written once for every place that explains
// them (call guide, consultant cards, /pricing, the FAQs, AGB and Impressum). The carrier takes
// the member line's extension as part of the dialled number (a "Durchwahl"), and the line
// without membership has none: its call records carry no consultant, and the extensions list
// belongs to the member line alone.

function perMinute(line: keyof typeof callPricesCents): string {
  return `${formatEuro(callPricesCents[line]).replace(/\s/g, " ")}/Min.`;
}

/** "0900 1 234567" and "106" -> "0900 1 234567 106": what a member types on a keypad. */
export function memberDialSequence(memberPhoneNumber: string, extension: string): string {
  return `${memberPhoneNumber.trim()} ${extension}`;
}

export const callGuideTexts = {
  title: "So rufen Sie an",
  intro: `Als Mitglied telefonieren Sie über die Mitgliedernummer für ${perMinute("member")} statt für ${perMinute("premium")} ohne Mitgliedschaft.`,
  extension:
    "Jede Beraterin und jeder Berater hat eine dreistellige Durchwahl. Wählen Sie die Mitgliedernummer und " +
    "hängen Sie die Durchwahl direkt an – ohne Pause, als eine einzige Nummer. Auf dem Smartphone erledigt das " +
    "der Anrufen-Knopf neben dem Namen für Sie.",
  recognition:
    "Vor Beginn der Abrechnung hören Sie eine kostenlose Preisansage. Die Sprachansage erkennt Sie als Mitglied an " +
    "der Rufnummer in Ihrem Profil: Bitte rufen Sie von dieser Nummer und mit Rufnummernübermittlung an.",
  busy:
    "Ist die gewählte Person gerade besetzt oder offline, verbinden wir Sie mit einer anderen passenden " +
    "Beraterin oder einem anderen passenden Berater.",
} as const;

/** The member line reaches the chosen consultant: the member dials her extension with it. */
export const memberLine = {
  name: "Mitgliedernummer",
  reach: "mit Durchwahl direkt zur Beraterin oder zum Berater",
} as const;

/**
 * The 1,49 € line is named by whom it is for. Its tariff's name, "Premium", read like the number
 * of the Premium membership, which it is not, and took a sentence to undo; and a button named
 * after the line on a consultant's card must say that, without an extension, it does not reach her.
 */
export const lineWithoutMembership = {
  name: "Ohne Mitgliedschaft",
  /** What sets it apart from the member line and the credit line: no one chosen consultant. */
  reach: "allgemeine Nummer ohne Durchwahl",
  /** The card's control, a tel: link on phones and a button that shows the number on wider screens. */
  callButton: "Ohne Mitgliedschaft anrufen",
} as const;

/** "Ohne Mitgliedschaft: 0900 3 234567" */
export function lineWithoutMembershipLabel(phoneNumber: string): string {
  return `${lineWithoutMembership.name}: ${phoneNumber}`;
}

/** "0900 3 234567 (1,49 €/Min. inkl. MwSt., ab 18)": § 109 TKG, the price goes with the number. */
export function numberWithPriceNote(phoneNumber: string, line: CallLine): string {
  return `${phoneNumber} (${priceNote(line)})`;
}

/** The second line of that control on a consultant's card: it does not reach her. */
export function notDirectlyTo(consultantName: string): string {
  return `nicht direkt zu ${consultantName}`;
}

/**
 * The three ways to call and what sets them apart, said once where the cards offer them. Each
 * card shows up to three per-minute prices; this line is why they differ.
 */
export const callWays = [
  {
    name: "Mitglieder",
    text: `${perMinute("member")} ${memberLine.reach}`,
  },
  {
    name: lineWithoutMembership.name,
    text: `${perMinute("premium")}, ${lineWithoutMembership.reach}`,
  },
  {
    name: "Mit Cosmos Credits",
    text: "zum Preis der Beraterin oder des Beraters, über die Credit-Line mit Durchwahl",
  },
] as const;

/** The FAQs' answer to "Kann ich auch ohne Mitgliedschaft anrufen?", the same on / and /pricing. */
export const withoutMembershipAnswer =
  `Ja, über die ${lineWithoutMembership.reach} für ${perMinute("premium")} inkl. MwSt. aus allen deutschen ` +
  "Fest- und Mobilfunknetzen, sekundengenau über Ihre Telefonrechnung abgerechnet und erst ab 18 Jahren. Eine " +
  `bestimmte Beraterin oder einen bestimmten Berater erreichen Sie über die Durchwahl: als Mitglied für ${perMinute("member")} ` +
  "oder mit Cosmos Credits.";
