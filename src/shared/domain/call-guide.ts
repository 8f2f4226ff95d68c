import { callPricesCents, formatEuro } from "./plan.ts";

// What a caller reads about the two 0900 lines, written once for every place that explains
// them (call guide, consultant cards). The carrier takes the member line's extension as part
// of the dialled number (a "Durchwahl"), and the premium line has none: its call records carry
// no consultant, and the extensions list belongs to the member line alone.

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

/** "Premium" in the number's name is its tariff: the sentence keeps it apart from the membership. */
export const premiumLineNote =
  "Die Premium-Nummer ist die Nummer für Anrufe ohne Mitgliedschaft, nicht die der Premium-Mitgliedschaft, " +
  "und hat keine Durchwahl.";
